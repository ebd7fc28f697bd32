import { getActiveKit, setActiveKit } from '../kernel/activeKit.js'
import { createKit, type KitInternals } from '../kernel/createKit.js'
import type { AppKit } from '../kernel/createInstance.js'
import type { AppKitOptions } from '../kernel/options/types.js'

/**
 * `createAppKit` of an entry: the kernel with that entry's modal UI and built-in plugin registry (`portico`'s,
 * rendered with the host's React, or `portico/vanilla`'s, with Preact), made the kit the bindings and buttons follow.
 */
export function composeAppKit(options: AppKitOptions, loaders: Pick<KitInternals, 'ui' | 'builtins'>): AppKit {
  const kit = createKit(options, loaders)
  setActiveKit(kit)
  const destroy = kit.destroy
  kit.destroy = async () => {
    if (getActiveKit() === kit) setActiveKit(undefined)
    await destroy()
  }
  return kit
}

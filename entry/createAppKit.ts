import { getActiveKit, setActiveKit } from '../kernel/activeKit.js'
import { createKit } from '../kernel/createKit.js'
import type { AppKit } from '../kernel/createInstance.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import { BUILTIN_PLUGINS } from './builtinPlugins.js'

/**
 * Creates the modal and everything behind it. Throws at once, leaving nothing behind, when an option is
 * wrong (SPEC.md §3, §5, §8).
 *
 * @example
 * import { createAppKit } from 'portico'
 * import { eip155 } from 'portico/chains/eip155'
 * import { mainnet } from 'portico/networks'
 *
 * const kit = createAppKit({ projectId: 'your-project-id', adapters: [eip155()], networks: [mainnet] })
 * await kit.open()
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = createKit(options, { ui: () => import('../ui/mountModal.js'), builtins: BUILTIN_PLUGINS })
  setActiveKit(kit)
  const destroy = kit.destroy
  kit.destroy = async () => {
    if (getActiveKit() === kit) setActiveKit(undefined)
    await destroy()
  }
  return kit
}

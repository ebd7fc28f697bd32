import type { AppKit } from '../kernel/createInstance.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import { composeAppKit } from './composeAppKit.js'

/**
 * The modal's code, and beside it rather than after it Connect's, the view a visitor's first open shows: open()
 * waits for the view's code, and the chains of imports then overlap.
 */
function loadUi() {
  // The modal's own chunk is asked for first: on an open during the page's load it is what the dialog waits for.
  const ui = import('../ui/mountModal.js')
  // A prefetch: a view whose chunk fails here asks for it again when it renders, and shows the failure there.
  // Account's code comes when the kit needs it (mountModal prefetches it for a returning visitor).
  void import('../ui/views/ConnectView.js').catch(() => {})
  return ui
}

/** The built-in plugin registry: a chunk the kernel fetches beside the modal UI and the plugin host. */
const loadBuiltinPlugins = () => import('./builtinPlugins.js').then((m) => m.BUILTIN_PLUGINS)

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
  return composeAppKit(options, { ui: loadUi, builtins: loadBuiltinPlugins })
}

import type { AppKit } from '../kernel/createInstance.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import { composeAppKit } from '../entry/composeAppKit.js'

// The modules this file imports from ui/, plugins/ and entry/builtinPlugins are built once more against
// `preact/compat` (rollup.config.mjs, "Preact copies"): the same views, rendered without React.

/** The modal's code, with Connect's beside it (as `portico`'s createAppKit fetches them). */
function loadUi() {
  // The modal's own chunk is asked for first: on an open during the page's load it is what the dialog waits for.
  const ui = import('../ui/mountModal.js')
  // A prefetch: a view whose chunk fails here asks for it again when it renders, and shows the failure there.
  // Account's code comes when the kit needs it (mountModal prefetches it for a returning visitor).
  void import('../ui/views/ConnectView.js').catch(() => {})
  return ui
}

/** The built-in plugin registry, fetched beside the modal UI. */
const loadBuiltinPlugins = () => import('../entry/builtinPlugins.js').then((m) => m.BUILTIN_PLUGINS)

/**
 * `createAppKit` for a host without React (plain JS, Vue, Svelte, …): the same kit, options and instance as
 * `portico`'s, with the modal rendered by Preact (a dependency of the package) instead of the host's React.
 *
 * @example
 * import { createAppKit } from 'portico/vanilla'
 * import { eip155 } from 'portico/chains/eip155'
 * import { mainnet } from 'portico/networks'
 *
 * const kit = createAppKit({ projectId: 'your-project-id', adapters: [eip155()], networks: [mainnet] })
 * await kit.open()
 */
export function createAppKit(options: AppKitOptions): AppKit {
  return composeAppKit(options, { ui: loadUi, builtins: loadBuiltinPlugins })
}

import type { ViewLoader } from '../../kernel/plugins/definePlugin.js'
import type { CoreViewName } from '../../kernel/router/coreViews.js'
import type * as ConnectWalletsModule from '../../kernel/store/connectWallets.js'

type ConnectWalletsStore = typeof ConnectWalletsModule

let store: Promise<ConnectWalletsStore> | undefined
let loaded: ConnectWalletsStore | undefined

/**
 * The Connect wallets' store (`kernel/store/connectWallets`), fetched with `import()`. On the way to Connect the kit
 * asks for it before the modal's code, and the directory's request waits only for it; were the views that read it
 * to import it, a host's bundler would put it in a chunk shared with them, one round of requests later. The loaders
 * of those views (below) wait for it beside the view's own chunk. A failed fetch is forgotten, so the view's
 * retry asks again.
 */
export function loadConnectWalletsStore(): Promise<ConnectWalletsStore> {
  store ??= import('../../kernel/store/connectWallets.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      store = undefined
      throw error
    },
  )
  return store
}

/**
 * The Connect wallets' store, for a view's render: in once the view's loader has resolved. Were it not, the view
 * suspends (its spinner) until it is.
 *
 * @example
 * const { peekConnectWallets } = readConnectWalletsStore()
 */
export function readConnectWalletsStore(): ConnectWalletsStore {
  if (loaded) return loaded
  throw loadConnectWalletsStore()
}

/** A view that reads the Connect wallets' store, loaded with it: its first render has it. */
const withConnectWallets = <module>(view: Promise<module>) => Promise.all([view, loadConnectWalletsStore()]).then(([module]) => module)

/**
 * The views the UI itself provides (SPEC.md §2 and kernel/router/coreViews.ts), each its own chunk. A plugin
 * that registers a view of the same name replaces it. `GetWallet` is the UI's own page for a wallet that
 * cannot connect here, `WhatIsAWallet` its help for a newcomer, `ConnectingMultiChain` its own pick of a multi-chain
 * wallet's family.
 */
export const coreViews: Readonly<Record<CoreViewName | 'GetWallet' | 'WhatIsAWallet' | 'ConnectingMultiChain', ViewLoader> & Partial<Record<string, ViewLoader>>> = {
  Connect: () => withConnectWallets(import('./ConnectView.js')),
  AllWallets: () => import('./AllWalletsView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView.js'),
  GetWallet: () => import('./GetWalletView.js'),
  WhatIsAWallet: () => withConnectWallets(import('./WhatIsAWalletView.js')),
  Account: () => import('./AccountView.js'),
  Networks: () => import('./NetworksView.js'),
  SwitchNetwork: () => import('./SwitchNetworkView.js'),
  SwitchActiveChain: () => import('./SwitchActiveChainView.js'),
  ConnectingMultiChain: () => import('./ConnectingMultiChainView.js'),
  UnsupportedChain: () => import('./UnsupportedChainView.js'),
}

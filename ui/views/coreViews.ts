import type { ViewLoader } from '../../kernel/plugins/definePlugin.js'
import type { CoreViewName } from '../../kernel/router/coreViews.js'

/**
 * The views the UI itself provides (SPEC.md §2 and kernel/router/coreViews.ts), each its own chunk. A plugin
 * that registers a view of the same name replaces it. `GetWallet` is the UI's own page for a wallet that
 * cannot connect here, `WhatIsAWallet` its help for a newcomer, `ConnectingMultiChain` its own pick of a multi-chain
 * wallet's family.
 */
export const coreViews: Readonly<Record<CoreViewName | 'GetWallet' | 'WhatIsAWallet' | 'ConnectingMultiChain', ViewLoader> & Partial<Record<string, ViewLoader>>> = {
  Connect: () => import('./ConnectView.js'),
  AllWallets: () => import('./AllWalletsView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView.js'),
  GetWallet: () => import('./GetWalletView.js'),
  WhatIsAWallet: () => import('./WhatIsAWalletView.js'),
  Account: () => import('./AccountView.js'),
  Networks: () => import('./NetworksView.js'),
  SwitchNetwork: () => import('./SwitchNetworkView.js'),
  SwitchActiveChain: () => import('./SwitchActiveChainView.js'),
  ConnectingMultiChain: () => import('./ConnectingMultiChainView.js'),
  UnsupportedChain: () => import('./UnsupportedChainView.js'),
}

/**
 * Views the kernel routes to on its own and the UI always provides (SPEC.md §2). Any other view comes from
 * a plugin (WalletConnect, socials, sign-in, names, ...), which is loaded before the view shows.
 */
export const CORE_VIEWS: ReadonlySet<string> = new Set([
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'ApproveTransaction',
])

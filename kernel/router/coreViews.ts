import type { ViewName } from '../types/registries.js'

/**
 * Views the kernel routes to on its own and the UI always provides (SPEC.md §2): the one list of their names.
 * The UI's loaders are typed by it (ui/views/coreViews.ts), so a core view without a loader fails to compile. Any
 * other view comes from a plugin (WalletConnect, socials, sign-in, names, ...), which is loaded before it shows.
 */
const CORE_VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
] as const satisfies readonly ViewName[]

/** A core view's name. */
export type CoreViewName = (typeof CORE_VIEW_NAMES)[number]

export const CORE_VIEWS: ReadonlySet<string> = new Set(CORE_VIEW_NAMES)

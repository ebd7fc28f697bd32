import type { PluginContext } from 'portico'

/** The embedded wallet's browser storage keys (SPEC.md §3), AppKit's names. */
export const WALLET_STORAGE_KEYS = {
  /** A login happened here: start-up restores it while the frame's session lasts. */
  loginUsed: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  email: '@appkit-wallet/EMAIL',
  socialUsername: '@appkit-wallet/SOCIAL_USERNAME',
  lastUsedChain: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  smartAccountEnabledNetworks: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
  /** The login method of the stored login (`'email'`, a social provider), for the restored account. */
  authProvider: '@appkit-wallet/AUTH_PROVIDER',
} as const

/**
 * The account type the person chose per chain family (SPEC.md §4 preferred account type change), AppKit's key: kept
 * across sign-outs, as the choice of the person on this device.
 */
export const PREFERRED_ACCOUNT_TYPES_KEY = '@appkit/preferred_account_types'

/** Forgets the stored login data (SPEC.md §4 disconnect); the smart-account networks stay. */
export function clearLogin(storage: PluginContext['storage']): void {
  const { smartAccountEnabledNetworks: _kept, ...login } = WALLET_STORAGE_KEYS
  for (const key of Object.values(login)) storage.removeItem(key)
}

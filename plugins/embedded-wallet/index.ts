import { definePlugin } from 'portico'
import type { EmbeddedWallet, EmbeddedWalletState } from './createEmbeddedWallet.js'

export type { EmbeddedWallet, EmbeddedWalletState, EmbeddedWalletUser, RedirectResult } from './createEmbeddedWallet.js'

declare module 'portico' {
  interface PluginMap {
    'embedded-wallet': { state: EmbeddedWalletState; api: EmbeddedWallet }
  }
  interface ViewDataMap {
    /** Shown while a signing request waits for the visitor in the secure site's frame (SPEC.md §2). */
    ApproveTransaction: undefined
    /** Protects the account with a passkey, or (`unlock`) opens it with one on a new device. */
    Passkey: { unlock: true } | undefined
    /** The embedded wallet's accounts with their types, and the switch between them (SPEC.md §4, §6). */
    AccountType: undefined
  }
}

/**
 * The embedded wallet (SPEC.md §3, §6, §7): the secure site's hidden frame (`apiUrls.secureSite`), where the
 * person's keys live and every signature and transaction is approved (ApproveTransaction); the AUTH connector
 * (`ID_AUTH`) for each chain family whose package offers it (`ChainAdapter.embeddedWallet()`); the RPC policy, the origin check, session restore and sign-out. It shows no
 * way in by itself: login methods (`email`, …) are plugins that `require` it and use its API. The frame is created
 * on first need, or when the browser is idle once a login method asks for it (`warmUp`).
 *
 * @example
 * definePlugin({ id: 'acme-login', requires: ['embedded-wallet'], setup: (context) => { context.plugin('embedded-wallet') } })
 */
export default definePlugin({
  id: 'embedded-wallet',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    ApproveTransaction: () => import('./views/ApproveTransactionView.js'),
    Passkey: () => import('./views/PasskeyView.js'),
    AccountType: () => import('./views/AccountTypeView.js'),
  },
  state: (): EmbeddedWalletState => ({}),
  // Nothing of it shows before a login starts: its setup waits for the first open, or a login row's first use.
  setupOnUse: true,
  setup: async (kernel) => (await import('./setup.js')).setUpEmbeddedWallet(kernel),
})

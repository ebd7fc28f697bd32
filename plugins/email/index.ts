import { definePlugin } from 'portico'
import type { EmailController, EmailState } from './createEmailController.js'

export type { EmailController, EmailState } from './createEmailController.js'

declare module 'portico' {
  interface PluginMap {
    email: { state: EmailState; api: EmailController }
  }
  interface ViewDataMap {
    /** The email field, shown in place in Connect at the email method's turn (SPEC.md §2). */
    ConnectEmail: undefined
    EmailVerifyOtp: undefined
    EmailVerifyDevice: undefined
    UpdateEmailWallet: undefined
    UpdateEmailPrimaryOtp: undefined
    UpdateEmailSecondaryOtp: undefined
  }
}

/**
 * Email login into the embedded wallet (SPEC.md §4; feature `email`, on by default): the email field in Connect,
 * the code and device views, and email change, each step a frame action through the embedded wallet's API.
 *
 * @example
 * createAppKit({ ..., features: { email: true }, apiUrls: { secureSite: 'https://secure.example/sdk' } })
 */
export default definePlugin({
  id: 'email',
  // Where the embedded wallet is not (no configured family it serves), this plugin is not either.
  requires: ['embedded-wallet'],
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    ConnectEmail: () => import('./views/ConnectEmail.js'),
    EmailVerifyOtp: () => import('./views/EmailVerifyOtpView.js'),
    EmailVerifyDevice: () => import('./views/EmailVerifyDeviceView.js'),
    UpdateEmailWallet: () => import('./views/UpdateEmailWalletView.js'),
    UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtpView.js'),
    UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtpView.js'),
  },
  state: (): EmailState => ({}),
  // Its Connect row shows before; the rest waits for the first open, or the row's first focus.
  setupOnUse: true,
  setup: async (kernel) => (await import('./setup.js')).setUpEmail(kernel),
})

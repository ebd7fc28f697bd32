import { definePlugin } from 'portico'
import { createEmailController, type EmailController, type EmailState } from './createEmailController.js'

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
  setup(kernel) {
    const wallet = kernel.plugin('embedded-wallet')
    // The email field in Connect, at the email method's turn (SPEC.md §2).
    kernel.registerConnectMethod({ id: 'email', method: 'email', label: 'email.label', view: 'ConnectEmail', inline: true })
    // The Account view's "Edit email" while the person logged in with email is connected.
    let removeAction: (() => void) | undefined
    const sync = () => {
      const user = wallet.user()
      const byEmail = user?.authProvider === 'email'
      if (byEmail && !removeAction) removeAction = kernel.registerAccountAction({ id: 'edit-email', label: 'email.edit', view: 'UpdateEmailWallet' })
      if (!byEmail && removeAction) {
        removeAction()
        removeAction = undefined
      }
      kernel.state.email = user?.email ?? undefined
    }
    sync()
    const off = wallet.onUserChanged(sync)
    return {
      api: createEmailController(kernel),
      teardown() {
        off()
        removeAction?.()
      },
    }
  },
})

import type { PluginContext } from 'portico'
import { EmailLoginCooldownError } from './emailErrors.js'
import { LAST_EMAIL_LOGIN_TIME_KEY, secondsUntilEmailLogin } from './emailLogin.js'

export interface EmailState {
  /** The address the current login or email change is for. */
  email?: string | undefined
  /** The new address of an email change. */
  newEmail?: string | undefined
}

export type EmailController = ReturnType<typeof createEmailController>

/**
 * What the email views do, over the embedded wallet's API (SPEC.md §4 email login and email change, §5 rules):
 * each step posts one frame action and says which view comes next.
 */
export function createEmailController(kernel: PluginContext<'email'>) {
  const { storage, state, env } = kernel
  const wallet = kernel.plugin('embedded-wallet')

  return {
    state,
    /** Starts a login: mails a code, or a device link to a known user on a new device. */
    async connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'> {
      const wait = secondsUntilEmailLogin(storage, env.now())
      if (wait > 0) throw new EmailLoginCooldownError(wait)
      const { action } = await wallet.request('CONNECT_EMAIL', { email })
      storage.setItem(LAST_EMAIL_LOGIN_TIME_KEY, String(env.now()))
      state.email = email
      return action
    },
    /** Waits until the mailed device link is opened (a code is mailed then). */
    async connectDevice(): Promise<void> {
      await wallet.request('CONNECT_DEVICE')
    },
    /**
     * Checks the mailed code, connects the embedded wallet and closes the modal, only while the code view is still
     * shown: a request's approval or a sign-in that took its place meanwhile is not cancelled.
     */
    async connectOtp(otp: string): Promise<void> {
      await wallet.request('CONNECT_OTP', { otp })
      await wallet.connect('email')
      if (kernel.kit.router.view === 'EmailVerifyOtp') kernel.modal.close()
    },
    /** Email change, step 1: a code to the current address. */
    async updateEmail(newEmail: string): Promise<void> {
      await wallet.request('UPDATE_EMAIL', { email: newEmail })
      state.newEmail = newEmail
    },
    /** Email change, step 2: the current address's code; a code goes to the new address. */
    async updateEmailPrimaryOtp(otp: string): Promise<void> {
      await wallet.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    /** Email change, step 3: the new address's code; the address changes. */
    async updateEmailSecondaryOtp(otp: string): Promise<string> {
      const { newEmail } = await wallet.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      state.newEmail = undefined
      return newEmail
    },
  }
}

import { RequestAbortedError, type PluginContext } from 'portico'
import type { FrameBridge, FrameRect } from './frame/createFrameBridge.js'
import { clearEmailLogin, EMAIL_STORAGE_KEYS, secondsUntilEmailLogin } from './emailStorage.js'

/** The AUTH connector's id (AppKit's `ID_AUTH`). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The chain families the embedded wallet serves (SPEC.md §7). */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const

/** SPEC.md §4: disconnect waits at most this long for the frame's sign-out. */
export const SIGN_OUT_TIMEOUT_MS = 3000

export interface EmailState {
  /** The address the current login or email change is for. */
  email?: string | undefined
  /** The new address of an email change. */
  newEmail?: string | undefined
}

export interface CreateEmailControllerParameters {
  kernel: PluginContext<'email'>
  /** Fetches the frame bridge's chunk and creates the bridge (once). */
  loadBridge(): Promise<FrameBridge>
}

export type EmailController = ReturnType<typeof createEmailController>

/**
 * What the email views and the AUTH connector do, over the secure site's frame (SPEC.md §4 email login and
 * email change, §5 rules): each step posts one frame action and says which view comes next.
 */
export function createEmailController({ kernel, loadBridge }: CreateEmailControllerParameters) {
  const { storage, state, env } = kernel
  const emailListeners = new Set<(email: string) => void>()

  const bridge = () =>
    loadBridge().catch((cause: unknown) => {
      throw new Error('Unable to load email login dependency', { cause })
    })

  return {
    state,
    bridge,
    /** Calls `listener` with the new address after an email change; returns the function that stops it. */
    onEmailChanged(listener: (email: string) => void): () => void {
      emailListeners.add(listener)
      return () => void emailListeners.delete(listener)
    },
    /** Starts a login: mails a code, or a device link to a known user on a new device. */
    async connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'> {
      const wait = secondsUntilEmailLogin(storage, env.now())
      if (wait > 0) throw new Error(`Please try again after ${wait} seconds`)
      const { action } = await (await bridge()).request('CONNECT_EMAIL', { email })
      storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, String(env.now()))
      storage.setItem(EMAIL_STORAGE_KEYS.email, email)
      state.email = email
      return action
    },
    /** Waits until the mailed device link is opened (a code is mailed then). */
    async connectDevice(): Promise<void> {
      await (await bridge()).request('CONNECT_DEVICE')
    },
    /** Checks the mailed code, then connects the AUTH connector. */
    async connectOtp(otp: string): Promise<void> {
      await (await bridge()).request('CONNECT_OTP', { otp })
      storage.setItem(EMAIL_STORAGE_KEYS.emailLoginUsed, 'true')
      try {
        // Every chain family the embedded wallet serves (SPEC.md §7) that the kit is configured for; the active
        // one first, so it stays active.
        const active = kernel.account.network()?.chainNamespace ?? 'eip155'
        const configured = new Set(kernel.options.networks.map((n) => n.chainNamespace))
        const served = EMBEDDED_WALLET_NAMESPACES.filter((ns) => configured.has(ns))
        for (const namespace of new Set([...served.filter((ns) => ns === active), ...served])) await kernel.connect(AUTH_CONNECTOR_ID, namespace, { beside: true })
      } catch (error) {
        // SPEC.md §8: the code was right but the wallet did not come up: say so, sign out and start over.
        kernel.snackbar.show('A problem occurred while trying initialize authentication', 'error')
        clearEmailLogin(storage)
        await (await bridge()).request('SIGN_OUT').catch(() => undefined) // signing out is best effort here
        kernel.router.reset('Connect')
        throw error
      }
    },
    /** Email change, step 1: a code to the current address. */
    async updateEmail(newEmail: string): Promise<void> {
      await (await bridge()).request('UPDATE_EMAIL', { email: newEmail })
      state.newEmail = newEmail
    },
    /** Email change, step 2: the current address's code; a code goes to the new address. */
    async updateEmailPrimaryOtp(otp: string): Promise<void> {
      await (await bridge()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    /** Email change, step 3: the new address's code; the address changes. */
    async updateEmailSecondaryOtp(otp: string): Promise<string> {
      const { newEmail } = await (await bridge()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      storage.setItem(EMAIL_STORAGE_KEYS.email, newEmail)
      state.email = newEmail
      state.newEmail = undefined
      for (const listener of [...emailListeners]) listener(newEmail)
      return newEmail
    },
    /** Shows the frame over the approval view's area. */
    async showFrame(rect: FrameRect): Promise<void> {
      ;(await bridge()).show(rect)
    },
    async hideFrame(): Promise<void> {
      ;(await bridge()).hide()
    },
    /** Rejects the requests waiting for the frame ('Request was aborted'). */
    async abortPending(): Promise<void> {
      ;(await bridge()).abortPending(new RequestAbortedError())
    },
  }
}

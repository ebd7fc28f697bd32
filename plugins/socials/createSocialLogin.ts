import type { PluginContext } from 'portico'
import type { PluginMessageKey } from 'portico/ui'
import { SOCIAL_LOGINS, type SocialLogin } from './providers.js'
import { RETURNING_PROVIDER_KEY } from './returningProvider.js'

/** What the social views show (SPEC.md §3 `socialProvider`; the window itself is kept outside the store). */
export interface SocialsState {
  /** The provider of the login under way or last tried. */
  socialProvider?: SocialLogin | undefined
  /** `waiting`: for the person in the provider's window; `connecting`: the frame signs in; `failed`: see `error`. */
  phase?: 'waiting' | 'connecting' | 'failed' | undefined
  /** Why the last try failed, in the plugin's words: a key and its values. */
  error?: { key: PluginMessageKey; message?: string } | undefined
}

export type SocialLoginController = ReturnType<typeof createSocialLogin>

/** The login window's name and size (one window, reused by a retry). */
const WINDOW_NAME = 'portico-social-login'
const WINDOW_FEATURES = 'popup,width=500,height=640'

/**
 * Social login over the embedded wallet's API (SPEC.md §4, §7): the window opens within the person's click (a
 * window opened after an `await` is blocked), then goes to the provider's sign-in once the frame has made the
 * redirect URI (`GET_SOCIAL_REDIRECT_URI`); the secure site's callback page hands the answer back, the frame
 * redeems it (`CONNECT_SOCIAL`) and the embedded wallet connects. A closed or blocked window, a denial, a
 * provider's error and the 30 s request timeout (SPEC.md §8, §9) end the try with words and a retry.
 */
export function createSocialLogin(kernel: PluginContext<'socials'>) {
  const { state } = kernel
  const wallet = kernel.plugin('embedded-wallet')
  /** SPEC.md §3 `socialWindow`: the login window of the try under way. */
  let socialWindow: Window | undefined
  let current: AbortController | undefined

  const fail = (try_: AbortController, key: PluginMessageKey, message?: string) => {
    if (current !== try_) return
    state.phase = 'failed'
    state.error = { key, ...(message === undefined ? {} : { message }) }
  }

  /** Runs a try's steps; a failure ends it in the plugin's words (the view offers Try again). */
  async function attempt(try_: AbortController, steps: () => Promise<void>): Promise<void> {
    try {
      await steps()
    } catch (error) {
      const { name, code, message } = error as { name?: string; code?: string; message?: string }
      if (name === 'FrameTimeoutError') fail(try_, 'social.timeout')
      else if (code === 'SOCIAL_DENIED') fail(try_, 'social.denied')
      else if (code === 'SOCIAL_PROVIDER_ERROR') fail(try_, 'social.providerError', message)
      else fail(try_, 'social.failed', message ?? String(error))
    } finally {
      if (current === try_) current = undefined
    }
  }

  /** The frame redeems the provider's answer and the embedded wallet connects; the modal then closes. */
  async function finish(provider: SocialLogin, resultUri: string, try_: AbortController): Promise<void> {
    state.phase = 'connecting'
    await wallet.request('CONNECT_SOCIAL', { uri: resultUri })
    await wallet.connect(provider)
    if (current === try_ && kernel.kit.router.view === 'ConnectingSocial') kernel.modal.close()
  }

  const run = (provider: SocialLogin, loginWindow: Window, try_: AbortController) =>
    attempt(try_, async () => {
      try {
        const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', { provider })
        if (try_.signal.aborted) return
        if (loginWindow.closed) return fail(try_, 'social.closed')
        loginWindow.location.href = uri
        const result = await wallet.redirectResult(loginWindow, try_.signal)
        // The answer is here: the window has done its part (its page leaves the closing to this page).
        if (!loginWindow.closed) loginWindow.close()
        if (try_.signal.aborted) return
        if ('closed' in result) return fail(try_, 'social.closed')
        await finish(provider, result.resultUri, try_)
      } finally {
        if (socialWindow === loginWindow) socialWindow = undefined
        if (!loginWindow.closed) loginWindow.close()
      }
    })

  /**
   * Inside Telegram, whose web view opens no windows, the page itself goes to the provider, and the secure site's
   * callback page brings it back with the answer (`resume`).
   */
  const leavePage = (provider: SocialLogin, try_: AbortController) =>
    attempt(try_, async () => (await import('./inPage.js')).leavePage(kernel, provider, () => current === try_))

  return {
    state,
    /** The login window of the try under way (SPEC.md §3 `socialWindow`). */
    socialWindow: (): Window | undefined => socialWindow,
    /**
     * Starts a login with `provider`. Call it synchronously in the person's click: the window opens before
     * anything is awaited. Shows ConnectingSocial.
     */
    start(provider: SocialLogin): void {
      current?.abort()
      // Farcaster signs in through its relay: the `farcaster` plugin's view runs that login.
      if (provider === 'farcaster') return kernel.router.push('ConnectingFarcaster')
      const try_ = (current = new AbortController())
      const inPage = kernel.env.isTelegram()
      const loginWindow = inPage ? undefined : (window.open('', WINDOW_NAME, WINDOW_FEATURES) ?? undefined)
      state.socialProvider = provider
      state.error = undefined
      state.phase = 'waiting'
      if (kernel.kit.router.view !== 'ConnectingSocial') kernel.router.push('ConnectingSocial')
      if (inPage) return void leavePage(provider, try_)
      if (!loginWindow) return fail(try_, 'social.blocked')
      socialWindow = loginWindow
      void run(provider, loginWindow, try_)
    },
    /**
     * Starts loading the secure site's frame once the person heads for a provider (pointer or focus on the social
     * row), so that a click mostly finds it ready; a click before that loads it within the login (the window is
     * open by then, and gets its address once the frame answers).
     */
    prepare(): void {
      wallet
        .bridge()
        .then((bridge) => bridge.load())
        .catch(() => undefined) // the login that needs the frame loads it again and reports its own failure
    },
    /**
     * Finishes a login that left the page (`leavePage`) and came back with the provider's answer in the address:
     * the modal opens on ConnectingSocial and the embedded wallet connects. Does nothing on any other load.
     */
    resume(): void {
      if (kernel.storage.getItem(RETURNING_PROVIDER_KEY) === null) return
      void import('./inPage.js').then(({ returned }) => {
        const back = returned(kernel)
        if (!back) return
        const try_ = (current = new AbortController())
        Object.assign(state, { socialProvider: back.provider, error: undefined, phase: 'connecting' })
        void kernel.modal.open({ view: 'ConnectingSocial' }).catch(() => undefined) // the login goes on without the view
        return attempt(try_, () => finish(back.provider, back.resultUri, try_))
      })
    },
    /** Gives up the try under way (the person left its view): its window closes. */
    cancel(): void {
      const try_ = current
      current = undefined
      try_?.abort()
      if (socialWindow && !socialWindow.closed) socialWindow.close()
      socialWindow = undefined
    },
    /** The provider's name, for the views. */
    providerName: (provider: SocialLogin | undefined) => (provider ? SOCIAL_LOGINS[provider].name : ''),
  }
}

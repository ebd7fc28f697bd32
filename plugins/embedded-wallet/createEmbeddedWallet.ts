import { RequestAbortedError, type AccountType, type ChainNamespace, type PluginContext } from 'portico'
import type { FrameBridge, FrameRect, FrameRequestOptions } from './frame/createFrameBridge.js'
import type { FrameAction, FrameReply, FrameRequest } from './frame/frameMessages.js'
import { RETURN_PARAMETER } from './frame/returnParameter.js'
import { clearLogin, PREFERRED_ACCOUNT_TYPES_KEY, WALLET_STORAGE_KEYS } from './walletStorage.js'

/** The AUTH connector's id (AppKit's `ID_AUTH`). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** SPEC.md §4: disconnect waits at most this long for the frame's sign-out. */
const SIGN_OUT_TIMEOUT_MS = 3000
export type { RedirectResult } from './frame/createFrameBridge.js'

/** The person logged in to the embedded wallet. */
export interface EmbeddedWalletUser {
  email?: string | null | undefined
  username?: string | null | undefined
  /** `'email'`, or the social provider the person logged in with. */
  authProvider: string
}

export interface EmbeddedWalletState {
  /** The logged-in person, while the embedded wallet is connected. */
  user?: EmbeddedWalletUser | undefined
  /** Whether a passkey seals the account's recovery share (unknown until the frame says, or where it cannot). */
  passkey?: boolean | undefined
  /** A preferred account type change is under way (SPEC.md §4: loading until the account is reconnected). */
  switchingAccountType?: boolean | undefined
}

export interface CreateEmbeddedWalletParameters {
  kernel: PluginContext<'embedded-wallet'>
  /** The configured chain families whose package offers the embedded wallet (SPEC.md §7), in the networks' order. */
  families: readonly ChainNamespace[]
  /** Fetches the frame bridge's chunk and creates the bridge (once), resolving once the frame is initialised. */
  loadBridge(): Promise<FrameBridge>
  /** Makes the frame when the browser is idle (once). */
  warmUp(): void
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>

/**
 * The embedded wallet's API, for its own views and connectors and for the login methods built on it
 * (`requires: ['embedded-wallet']`, then `context.plugin('embedded-wallet')`): a login method posts its steps to the
 * secure site's frame with `request` (SPEC.md §7 frame actions) and, once the person is verified, calls `connect`.
 *
 * @example
 * const wallet = context.plugin('embedded-wallet')
 * await wallet.request('CONNECT_OTP', { otp })
 * await wallet.connect('email')
 */
export function createEmbeddedWallet({ kernel, families, loadBridge, warmUp }: CreateEmbeddedWalletParameters) {
  const { storage, state } = kernel
  const userListeners = new Set<(user: EmbeddedWalletUser | undefined) => void>()

  const bridge = () =>
    loadBridge().catch((cause: unknown) => {
      throw new Error('Unable to load email login dependency', { cause })
    })

  function setUser(user: EmbeddedWalletUser | undefined): void {
    state.user = user && Object.freeze({ ...user })
    if (user?.email) storage.setItem(WALLET_STORAGE_KEYS.email, user.email)
    // SPEC.md §3: the social username is kept with the login.
    if (user?.username && user.authProvider !== 'email') storage.setItem(WALLET_STORAGE_KEYS.socialUsername, user.username)
    for (const listener of [...userListeners]) listener(state.user)
  }

  return {
    bridge,
    /**
     * Makes the frame ahead of the first login, when the browser is idle: for a login method that shows a field in
     * Connect (email), whose first step should not wait for the frame. One that shows only buttons loads it on the
     * person's intent instead (`bridge().then((b) => b.load())`), so a page that only shows it loads no frame.
     */
    warmUp,
    /** The logged-in person, while the embedded wallet is connected. */
    user: (): EmbeddedWalletUser | undefined => state.user,
    /** Calls `listener` whenever the logged-in person changes (a login, an email change, a sign-out). */
    onUserChanged(listener: (user: EmbeddedWalletUser | undefined) => void): () => void {
      userListeners.add(listener)
      return () => void userListeners.delete(listener)
    },
    /** Keeps the person the frame reported (the AUTH connectors, on connect and restore). */
    setUser,
    /**
     * Posts one action of the frame protocol (SPEC.md §7) and resolves with the frame's checked answer: the steps
     * of a login method (`CONNECT_EMAIL`, `CONNECT_OTP`, …) and of an email change. `options.timeoutMs`: a step
     * that waits for a person elsewhere (`CONNECT_FARCASTER`) waits longer than the 30 s of SPEC.md §8.
     */
    async request<action extends FrameAction>(action: action, payload?: FrameRequest<action>, options?: FrameRequestOptions): Promise<FrameReply<action>> {
      const reply = await (await bridge()).request(action, payload, options)
      // The account opens on this device only with the person's passkey: the login goes on once it has.
      if ((reply as { passkey?: unknown }).passkey === 'required')
        await (await import('./passkey.js')).unlockWithPasskey(kernel)
      if (action === 'UPDATE_EMAIL_SECONDARY_OTP' && state.user) {
        const { newEmail } = reply as FrameReply<'UPDATE_EMAIL_SECONDARY_OTP'>
        setUser({ ...state.user, email: newEmail })
      }
      return reply
    },
    /**
     * Waits for the end of a redirect login in `loginWindow`, a window the login method opened (within the
     * person's click) and sent to the provider (`GET_SOCIAL_REDIRECT_URI`'s `uri`): the secure site's callback page
     * posts the URL the provider sent the person back to, which the login method hands to the frame
     * (`CONNECT_SOCIAL`). Resolves `{ closed: true }` when the window closes first, or `signal` aborts.
     */
    async redirectResult(loginWindow: Window, signal?: AbortSignal) {
      return (await bridge()).redirectResult(loginWindow, signal)
    },
    /**
     * The answer a redirect login brought back to this page, for a login that left the page for the provider's
     * (`GET_SOCIAL_REDIRECT_URI`'s `returnTo`, where no window can open), to hand to the frame (`CONNECT_SOCIAL`).
     * It is taken off the address, so a reload or a shared link does not replay it; undefined when there is none.
     */
    takeReturnedResult(): string | undefined {
      const url = new URL(location.href)
      const result = url.searchParams.get(RETURN_PARAMETER) ?? undefined
      url.searchParams.delete(RETURN_PARAMETER)
      if (result !== undefined) history.replaceState(history.state, '', url)
      return result
    },
    /**
     * Connects the AUTH connector on every chain family the wallet serves that the kit is configured for (the
     * active one first, so it stays active), once a login method has verified the person (SPEC.md §4 CONNECT).
     * When the wallet does not come up, says so (SPEC.md §8), signs out and goes back to Connect.
     */
    async connect(authProvider: string): Promise<void> {
      storage.setItem(WALLET_STORAGE_KEYS.loginUsed, 'true')
      storage.setItem(WALLET_STORAGE_KEYS.authProvider, authProvider)
      try {
        const active = kernel.account.network()?.chainNamespace
        for (const namespace of new Set([...families.filter((ns) => ns === active), ...families]))
          await kernel.connect(AUTH_CONNECTOR_ID, namespace, { beside: true })
      } catch (error) {
        kernel.snackbar.show('A problem occurred while trying initialize authentication', 'error')
        clearLogin(storage)
        await (await bridge()).request('SIGN_OUT').catch(() => undefined) // signing out is best effort here
        kernel.router.reset('Connect')
        throw error
      }
    },
    /** Forgets the login here and signs out in the frame, waiting at most 3 s (SPEC.md §4). */
    async signOut(): Promise<void> {
      clearLogin(storage)
      setUser(undefined)
      const frame = await bridge()
      frame.hide()
      frame.abortPending(new RequestAbortedError())
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([frame.request('SIGN_OUT'), new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)))])
      } finally {
        clearTimeout(timer)
      }
    },
    /**
     * SPEC.md §4 preferred account type change: shows loading, asks the secure site (the AUTH connector's frame) to
     * use `type`, persists it, reconnects the family's account (its address changes with the type), then stops
     * loading; emits SET_PREFERRED_ACCOUNT_TYPE. A network without smart accounts keeps the EOA.
     */
    async setPreferredAccountType(type: Extract<AccountType, 'eoa' | 'smartAccount'>, namespace: ChainNamespace): Promise<void> {
      state.switchingAccountType = true
      try {
        await (await bridge()).request('SET_PREFERRED_ACCOUNT', { type })
        let stored: Record<string, unknown> = {}
        try {
          stored = JSON.parse(storage.getItem(PREFERRED_ACCOUNT_TYPES_KEY) ?? '{}') as Record<string, unknown>
        } catch {
          // an unreadable entry is replaced
        }
        storage.setItem(PREFERRED_ACCOUNT_TYPES_KEY, JSON.stringify({ ...stored, [namespace]: type }))
        await kernel.connect(AUTH_CONNECTOR_ID, namespace, { beside: true })
        kernel.events.emit('SET_PREFERRED_ACCOUNT_TYPE', { accountType: type, network: kernel.account.network(namespace)?.caipNetworkId })
      } finally {
        state.switchingAccountType = false
      }
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

import {
  parseErrorMessage,
  SignatureDeclinedError,
  type CaipNetworkId,
  type ChainNamespace,
  type PluginContext,
  type SIWXConfig,
  type SIWXSession,
} from 'portico'
import { subscribe } from 'valtio/vanilla'
import { dataOf } from './createSiwxMessage.js'
import { NoActiveCaipAddressError, NoActiveCaipNetworkError } from './errors.js'
import { isCurrent } from './sessions.js'

/**
 * Where sign-in stands for the active account: `idle` (no account), `checking` (looking for its session),
 * `signedOut` (no session: the sign view asks), `signing` (the wallet or the verifier is busy), `signedIn`.
 */
export type SiwxStatus = 'idle' | 'checking' | 'signedOut' | 'signing' | 'signedIn'

/** The siwx plugin's state slice, what its view shows. */
export interface SiwxState {
  status: SiwxStatus
  /** The CAIP address the status is about. */
  caipAddress: string | undefined
  /** The last failure's message, shown on the sign view until the next try. */
  error: string | undefined
}

export const initialSiwxState = (): SiwxState => ({ status: 'idle', caipAddress: undefined, error: undefined })

/** The active account as sign-in sees it. */
interface SignInAccount {
  namespace: ChainNamespace
  caipAddress: string
  chainId: CaipNetworkId
  address: string
}

/** The sign-in flow's controller: what the sign view, the host helpers and the plugin's setup use. */
export interface SiwxFlow {
  /** The configuration in use (the `siwx` option's, a ready-made one, or the `siweConfig` bridge). */
  readonly config: SIWXConfig
  /** Whether sign-in is required now (the configuration's `getRequired()`). */
  required(): boolean
  /** Signs in the active account: makes the message, has the wallet sign it, adds the session; closes on success. */
  signIn(): Promise<void>
  /** Cancel on the sign view: disconnects when sign-in is required, closes otherwise; the view resets to Connect. */
  cancel(): Promise<void>
  /** The active account's current session, if it has one. */
  getSession(): Promise<SIWXSession | undefined>
  /** Shows the sign view for the active account (SPEC.md §8 errors when there is none). */
  requestSignIn(): Promise<void>
  /** Ends the active account's session (`revokeSession`); the sign view asks again. */
  signOut(): Promise<void>
  destroy(): void
}

export interface CreateSiwxFlowParameters {
  context: PluginContext<'siwx'>
  config: SIWXConfig
}

const SIGN_VIEW = 'SIWXSignMessage'

/**
 * The sign-in flow of SPEC.md §4. After a connection, and whenever the active account or network changes, the
 * configuration is asked for the account's sessions; with none the sign view (SIWXSignMessage) opens. Signing in
 * closes the modal; a declined signature keeps (or reopens) the view; Cancel disconnects when sign-in is required
 * and closes otherwise, and the view resets to Connect. While sign-in is required and the account has no session,
 * the sign view (and the approve view) refuse to close. A disconnect revokes the session of the account it ends.
 */
export function createSiwxFlow({ context, config }: CreateSiwxFlowParameters): SiwxFlow {
  const { state } = context
  /** Accounts (CAIP addresses) with a session this page has seen. */
  const signedIn = new Set<string>()
  /** The account last checked: a change of account or network checks again. */
  let checked: SignInAccount | undefined
  let destroyed = false

  const required = () => config.getRequired?.() ?? false

  function active(): SignInAccount | undefined {
    const namespace = context.kit.chain.activeNamespace
    const account = context.account.get()
    if (!namespace || account?.status !== 'connected' || !account.caipAddress || !account.address) return undefined
    const [ns, reference] = account.caipAddress.split(':')
    return { namespace, caipAddress: account.caipAddress, chainId: `${ns}:${reference}` as CaipNetworkId, address: account.address }
  }

  function eventProperties(account: SignInAccount | undefined): Record<string, unknown> {
    const current = context.account.get()
    return {
      network: account?.chainId ?? context.account.network()?.caipNetworkId,
      isSmartAccount: current?.preferredAccountType === 'smartAccount' && isEmbeddedWallet(),
    }
  }

  /** The account came from the embedded wallet (the only smart accounts the kit makes). */
  function isEmbeddedWallet(): boolean {
    const id = context.account.get()?.connectorId
    return context.kit.connectors.list.some((c) => c.id === id && c.type === 'AUTH')
  }

  const report = (error: unknown) => context.events.emit('ERROR_REPORT', reportOf(error))

  async function showSignView(): Promise<void> {
    if (context.kit.modal.open) context.router.reset(SIGN_VIEW)
    else await context.modal.open({ view: SIGN_VIEW })
  }

  /** Revokes the session of an account that went away (disconnected). */
  function revoke(account: SignInAccount): void {
    if (!signedIn.delete(account.caipAddress)) return
    config.revokeSession(account.chainId, account.address).catch(report)
  }

  /** Checks the active account's sessions when it changed; opens the sign view when it has none. */
  async function check(): Promise<void> {
    const account = active()
    if (account?.caipAddress === checked?.caipAddress) return
    const previous = checked
    checked = account
    if (previous && !connectedAddress(previous)) revoke(previous)
    if (!account) {
      Object.assign(state, { status: 'idle', caipAddress: undefined, error: undefined })
      return
    }
    Object.assign(state, { status: 'checking', caipAddress: account.caipAddress, error: undefined })
    let sessions: SIWXSession[] = []
    try {
      sessions = await config.getSessions(account.chainId, account.address)
    } catch (error) {
      // No session can be confirmed: the visitor is asked to sign in again, and the failure is reported.
      report(error)
    }
    if (destroyed || checked?.caipAddress !== account.caipAddress) return
    if (sessions.some((session) => isCurrent(session, context.env.now()))) {
      signedIn.add(account.caipAddress)
      state.status = 'signedIn'
      if (context.kit.modal.open && context.kit.router.view === SIGN_VIEW) context.modal.close()
      return
    }
    signedIn.delete(account.caipAddress)
    state.status = 'signedOut'
    await showSignView()
  }

  /** Whether the account is still connected in its chain family (an account switch is not a disconnect). */
  function connectedAddress(account: SignInAccount): boolean {
    const current = context.account.get(account.namespace)
    return current?.status === 'connected' && current.address?.toLowerCase() === account.address.toLowerCase()
  }

  const runCheck = () => void check().catch(report)

  // A connection made in the modal: the sign view takes over at once, before the connecting view closes the modal.
  const stopConnect = context.events.on('CONNECT_SUCCESS', () => {
    const account = active()
    if (account && context.kit.modal.open && !signedIn.has(account.caipAddress)) {
      Object.assign(state, { status: 'checking', caipAddress: account.caipAddress, error: undefined })
      context.router.reset(SIGN_VIEW)
    }
    runCheck()
  })
  // Restored sessions, account switches in the wallet, network switches, disconnects.
  const stopChain = subscribe(context.kit.chain, runCheck)
  const stopGuard = context.modal.addCloseGuard(
    (view) =>
      (view !== SIGN_VIEW && view !== 'ApproveTransaction') ||
      !required() ||
      !active() ||
      signedIn.has(active()?.caipAddress ?? ''),
  )
  runCheck()

  return {
    config,
    required,
    async signIn() {
      const account = active()
      if (!account) throw new NoActiveCaipAddressError()
      const chain = context.chain(account.namespace)
      if (!context.account.network(account.namespace) || !chain.has('signMessage')) throw new NoActiveCaipNetworkError()
      Object.assign(state, { status: 'signing', error: undefined })
      try {
        const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId })
        const text = message.toString()
        const signature = await chain.signMessage({ message: text })
        await config.addSession({ data: dataOf(message), message: text, signature })
        if (destroyed) return
        signedIn.add(account.caipAddress)
        state.status = 'signedIn'
        context.events.emit('SIWX_AUTH_SUCCESS', eventProperties(account))
        if (active()?.caipAddress === account.caipAddress && context.kit.router.view === SIGN_VIEW) context.modal.close()
      } catch (error) {
        if (destroyed) return
        const shown =
          error instanceof SignatureDeclinedError && eventProperties(account)['isSmartAccount']
            ? new SignatureDeclinedError({ smartAccount: true, cause: error })
            : error
        const message = parseErrorMessage(shown)
        Object.assign(state, { status: 'signedOut', error: message })
        context.snackbar.show(message, 'error')
        context.events.emit('SIWX_AUTH_ERROR', { ...eventProperties(account), message })
        // SPEC.md §4: on a declined signature the view reopens.
        if (active()?.caipAddress === account.caipAddress && context.kit.router.view !== SIGN_VIEW) await showSignView()
      }
    },
    async cancel() {
      const account = active()
      context.events.emit('CLICK_CANCEL_SIWX', eventProperties(account))
      if (required() && account) {
        try {
          await context.disconnect(account.namespace)
        } finally {
          context.router.reset('Connect')
        }
      } else context.modal.close()
    },
    async getSession() {
      const account = active()
      if (!account) return undefined
      const sessions = await config.getSessions(account.chainId, account.address)
      return sessions.find((session) => isCurrent(session, context.env.now()))
    },
    async requestSignIn() {
      const account = active()
      if (!account) throw new NoActiveCaipAddressError()
      if (!context.account.network(account.namespace)) throw new NoActiveCaipNetworkError()
      Object.assign(state, { status: 'signedOut', caipAddress: account.caipAddress, error: undefined })
      await showSignView()
    },
    async signOut() {
      const account = active()
      if (!account) throw new NoActiveCaipAddressError()
      signedIn.delete(account.caipAddress)
      await config.revokeSession(account.chainId, account.address)
      checked = undefined
      await check()
    },
    destroy() {
      destroyed = true
      stopConnect()
      stopChain()
      stopGuard()
    },
  }
}

/** A failure as the error reporter sends it (SPEC.md §8), like the kernel's own. */
function reportOf(error: unknown): { errorType: string; errorMessage: string; stackTrace: string | undefined } {
  return {
    errorType: 'INTERNAL_SDK_ERROR',
    errorMessage: parseErrorMessage(error),
    stackTrace: error instanceof Error ? error.stack : undefined,
  }
}

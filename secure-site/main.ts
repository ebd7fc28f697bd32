import {
  APP_PREFIX,
  FRAME_READY,
  FRAME_SESSION_UPDATE,
  parseAppMessage,
  redirectState,
  replyType,
  type FrameAction,
  type FrameRequest,
  type FrameUser,
} from '../plugins/embedded-wallet/frame/frameMessages.js'
import { isOriginAllowed } from '../plugins/embedded-wallet/frame/isOriginAllowed.js'
import { abortApproval, askApproval, closeApproval, runApprovalWindow } from './approval.js'
import { FAMILIES } from './families.js'
import { passkeyText, setLocale } from './i18n.js'
import { messageText } from './showText.js'
import { openKeyStore, type KeyStore } from './keyStore.js'
import { openAccount, PasskeyRequiredError, protectAccount, recoveryMode, unlockAccount, type OpenAccountParameters, type OpenedAccount, type PendingUnlock } from './openAccount.js'
import { askPasskey, closePasskeyPanel } from './passkeyPanel.js'

// The secure site: the embedded wallet's page, loaded by the kit in a hidden frame from its own site (SPEC.md
// §7). It rebuilds the visitor's keys from this device's key share and a server's (openAccount.ts), talks to the
// auth server with the session token in a header, and answers only its parent's exact origin.

const query = new URLSearchParams(location.search)
const enableLogger = query.get('enableLogger') === 'true'
let chainId: number | string = Number(query.get('chainId') ?? '1') || 1
const AUTH = `${location.origin}/secure/auth/v1`
const RPC = `${location.origin}/secure/rpc`
/** The recovery service, as the server that serves this page names it. */
const RECOVERY = document.querySelector<HTMLMetaElement>('meta[name="portico-recovery"]')?.content || undefined

/** The parent's exact origin: the browser's own record of it, which the parent cannot forge. */
const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')

/**
 * Whether the project allows the page that frames this one (SPEC.md §5 origin check, the kit's matching rules),
 * asked of the secure site's server; a page it does not allow learns nothing and can do nothing here.
 */
const parentAllowed: Promise<boolean> = fetch(
  `${location.origin}/secure/project/origins?projectId=${encodeURIComponent(query.get('projectId') ?? '')}`,
)
  .then((response): Promise<{ allowedOrigins?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
  .then(({ allowedOrigins }) =>
    Array.isArray(allowedOrigins) && allowedOrigins.every((o) => typeof o === 'string') && isOriginAllowed(parentOrigin, allowedOrigins),
  )
  .catch(() => false)

/** The networks with smart accounts (chain ids with a bundler), as the secure site's server names them. */
const smartAccountNetworks: Promise<number[]> = fetch(`${location.origin}/secure/smart-accounts`)
  .then((response): Promise<{ chainIds?: unknown }> => (response.ok ? response.json() : Promise.resolve({})))
  .then(({ chainIds }) => (Array.isArray(chainIds) ? chainIds.filter((id): id is number => Number.isSafeInteger(id)) : []))
  .catch(() => [])

/** The session of the page that made it: each origin has its own, so another page of the same site has none. */
const SESSION_KEY = `session:${parentOrigin}`
/** A redirect login that left the page (`returnTo`), kept for the frame of the page it returns to. */
const REDIRECT_KEY = `redirect:${parentOrigin}`
/** How long such a login is found again: a person signing in at the provider's takes minutes, not hours. */
const REDIRECT_KEPT_MS = 15 * 60_000

const log = (...args: unknown[]) => {
  if (enableLogger) console.debug('[secure-site]', ...args)
}

class FrameError extends Error {
  constructor(
    message: string,
    /** The kit's own words for it (plugins/embedded-wallet and the login plugins' strings), where there are. */
    readonly code?: string,
  ) {
    super(message)
  }
}

/** Where the providers send the person back (the redirect callback page, devnet/api/secureSiteRoutes.ts). */
const REDIRECT_URI = `${location.origin}/secure/social/callback`

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const randomPart = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)))

/** A redirect login under way: what the frame alone knows (the PKCE verifier, the nonce, the state). */
interface PendingRedirect {
  /** When it was made (a login that left the page is found again for a while only). */
  startedAt: number
  provider: string
  verifier: string
  nonce: string
  state: string
  issuer: string
  clientId: string
  tokenEndpoint: string
}

interface Session {
  token: string
  email: string
}

function post(message: { id?: string; type: string; payload?: unknown }): void {
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin)
}

async function call<value>(path: string, body?: unknown, token?: string): Promise<value> {
  const response = await fetch(`${AUTH}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) throw new FrameError(json.message ?? `HTTP status code: ${response.status}`)
  return json as value
}

async function rpc<value>(method: string, params: unknown[] = []): Promise<value> {
  return jsonRpc(RPC, method, params)
}

/** The ERC-4337 bundler of the frame's chain, through the secure site's server. */
async function bundler<value>(method: string, params: unknown[] = []): Promise<value> {
  return jsonRpc(`${location.origin}/secure/bundler`, method, params)
}

async function jsonRpc<value>(base: string, method: string, params: unknown[]): Promise<value> {
  const response = await fetch(`${base}/${Number(chainId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result?: value; error?: { message: string } }
  if (json.error) throw new FrameError(json.error.message)
  return json.result as value
}

async function main(): Promise<void> {
  const store: KeyStore = await openKeyStore()
  let deviceId = await store.get<string>('deviceId')
  if (!deviceId) {
    deviceId = crypto.randomUUID()
    await store.set('deviceId', deviceId)
  }
  let pendingEmail: string | undefined
  /** The account type the app asks for on eip155 (SPEC.md §6: the app's preferred type, smartAccount by default there). */
  let preferredAccountType: 'eoa' | 'smartAccount' = 'eoa'
  /** The type in use on the frame's chain: a smart account only where the network has them, else the EOA. */
  const accountType = async () =>
    preferredAccountType === 'smartAccount' && (await smartAccountNetworks).includes(Number(chainId)) ? 'smartAccount' : 'eoa'
  /** The family whose smart account the frame keeps (eip155), with its key. */
  const smartFamily = FAMILIES.find(({ signer }) => signer.accounts)
  let pendingRedirect: PendingRedirect | undefined
  /** A Farcaster sign-in under way: its channel on the relay, the nonce the auth server issued, and its wait. */
  let pendingFarcaster: { relayUrl: string; channelToken: string; nonce: string; wait: AbortController } | undefined

  const session = () => store.get<Session>(SESSION_KEY)
  const requireSession = async () => {
    const current = await session()
    if (!current) throw new FrameError('Not signed in')
    return current
  }
  /** A login on a new device whose account opens only with the person's passkey (PASSKEY_UNLOCK). */
  let waitingForPasskey: (Session & { pending: PendingUnlock }) | undefined
  const accountParameters = ({ token, email }: Session): OpenAccountParameters => ({
    auth: (path, body) => call(path, body, token),
    recoveryUrl: RECOVERY,
    store,
    email,
  })
  /** The signed-in account's keys, opened once per session and kept in this frame's memory only. */
  let opened: { token: string; keys: Promise<OpenedAccount> } | undefined
  const openSession = (current: Session) => {
    const { token } = current
    const keys = openAccount(accountParameters(current))
    opened = { token, keys }
    keys.catch(() => {
      if (opened?.keys === keys) opened = undefined
    })
    return keys
  }
  async function accountKeys(): Promise<OpenedAccount> {
    const current = await requireSession()
    return opened?.token === current.token ? opened.keys : openSession(current)
  }

  /**
   * Opens the account of a verified login (its keys from their shares, or a new account split) and keeps the
   * session. A login whose account cannot be opened ends here, signed out, with the reason (an AccountError's
   * message), and no wallet in its place; one that needs the person's passkey waits for PASSKEY_UNLOCK.
   */
  async function signIn(token: string, email: string): Promise<{ passkey?: 'required' }> {
    try {
      await openSession({ token, email })
    } catch (error) {
      if (error instanceof PasskeyRequiredError) {
        // Kept in this frame's memory until the passkey opens the account (or the person leaves).
        waitingForPasskey = { token, email, pending: error.pending }
        return { passkey: 'required' }
      }
      await call('/logout', {}, token).catch((cause: unknown) => log('sign-out', cause))
      throw error
    }
    await store.set(SESSION_KEY, { token, email })
    return {}
  }

  async function user(): Promise<FrameUser> {
    const current = await requireSession()
    const { user } = await call<{ user: { email: string; userName?: string | null } }>('/me', undefined, current.token)
    // An email change elsewhere: the account (and this device's share, kept by its address) stays.
    if (user.email !== current.email) await store.set(SESSION_KEY, { ...current, email: user.email })
    const keys = await accountKeys()
    const type = await accountType()
    const family = smartFamily
    const { address, accounts, smartAccountDeployed } = family?.signer.accounts
      ? await family.signer.accounts({
          key: async () => family.key(keys),
          rpc,
          accountType: type,
          smartAccountNetwork: (await smartAccountNetworks).includes(Number(chainId)),
        })
      : { address: keys.address, accounts: [{ address: keys.address, type: 'eoa' as const }], smartAccountDeployed: undefined }
    return {
      // An account without an email address (Farcaster's) is kept under another name, which is not one.
      email: user.email.includes('@') ? user.email : null,
      userName: user.userName ?? null,
      address,
      chainId,
      accounts,
      preferredAccountType: type,
      ...(smartAccountDeployed === undefined ? {} : { smartAccountDeployed }),
      solanaAddress: keys.solanaAddress,
    }
  }

  /**
   * Answers one RPC request with the signer of the family whose request it is; an approval it asks for names the
   * page that asks and the network (SPEC.md §6), and stays on screen until the answer is sent.
   */
  async function rpcRequest({ method, params, rpcUrl }: FrameRequest<'RPC_REQUEST'>): Promise<unknown> {
    const family = FAMILIES.find(({ signer }) => signer.answers(method))
    if (!family) throw new FrameError('Requested RPC call is not allowed')
    let asked = false
    try {
      return await family.signer.answer(method, params, {
        key: async () => family.key(await accountKeys()),
        chainId,
        rpcUrl,
        rpc,
        bundler,
        accountType: await accountType(),
        smartAccountNetworks: await smartAccountNetworks,
        messageText,
        approve(approval) {
          asked = true
          return askApproval(approval, { origin: parentOrigin, network: family.signer.networkLabel({ chainId, rpcUrl }) })
        },
      })
    } finally {
      if (asked) closeApproval()
    }
  }

  async function handle(action: FrameAction, payload: unknown): Promise<unknown> {
    switch (action) {
      case 'CONNECT_EMAIL': {
        const { email } = payload as FrameRequest<'CONNECT_EMAIL'>
        pendingEmail = email.toLowerCase()
        return call('/email/start', { email: pendingEmail, deviceId })
      }
      case 'CONNECT_DEVICE':
        if (!pendingEmail) throw new FrameError('No email login in progress')
        return call('/device/wait', { email: pendingEmail, deviceId })
      case 'CONNECT_OTP': {
        if (!pendingEmail) throw new FrameError('No email login in progress')
        const { otp } = payload as FrameRequest<'CONNECT_OTP'>
        const { token } = await call<{ token: string }>('/email/verify', { email: pendingEmail, deviceId, otp })
        const email = pendingEmail
        pendingEmail = undefined
        return signIn(token, email)
      }
      case 'GET_SOCIAL_REDIRECT_URI': {
        const { provider, returnTo } = payload as FrameRequest<'GET_SOCIAL_REDIRECT_URI'>
        if (!/^[a-z][a-z0-9-]{0,31}$/.test(provider)) throw new FrameError('Unknown social provider')
        // A login that leaves the page comes back to it: an address of the page's own origin, nowhere else.
        if (returnTo !== undefined && (returnTo.length > 2000 || !URL.canParse(returnTo) || new URL(returnTo).origin !== parentOrigin))
          throw new FrameError('The page to return to is not this app’s')
        const client = await call<{ issuer: string; clientId: string; authorizationEndpoint: string; tokenEndpoint: string }>('/social/start', { provider })
        const verifier = randomPart(32)
        const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
        const pending: PendingRedirect = {
          startedAt: Date.now(),
          provider,
          verifier,
          nonce: randomPart(16),
          state: redirectState(parentOrigin, randomPart(16), returnTo),
          ...client,
        }
        pendingRedirect = pending
        // The page's next frame finishes it: the login is kept in this origin's store, under the page's origin.
        if (returnTo !== undefined) await store.set(REDIRECT_KEY, pending)
        const uri = new URL(client.authorizationEndpoint)
        for (const [name, value] of Object.entries({
          client_id: client.clientId,
          response_type: 'code',
          scope: 'openid email profile',
          redirect_uri: REDIRECT_URI,
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }))
          uri.searchParams.set(name, value)
        return { uri: uri.href }
      }
      case 'CONNECT_SOCIAL': {
        const kept = await store.get<PendingRedirect>(REDIRECT_KEY)
        const pending = pendingRedirect ?? (kept && Date.now() - kept.startedAt < REDIRECT_KEPT_MS ? kept : undefined)
        if (!pending) throw new FrameError('No social login in progress')
        const { uri } = payload as FrameRequest<'CONNECT_SOCIAL'>
        if (uri.length > 4000 || !URL.canParse(uri)) throw new FrameError('The sign-in answer is not for this login')
        const result = new URL(uri)
        const answer = result.searchParams
        if (`${result.origin}${result.pathname}` !== REDIRECT_URI || answer.get('state') !== pending.state)
          throw new FrameError('The sign-in answer is not for this login')
        pendingRedirect = undefined
        await store.delete(REDIRECT_KEY)
        const error = answer.get('error')
        if (error) throw new FrameError(answer.get('error_description') || error, error === 'access_denied' ? 'SOCIAL_DENIED' : 'SOCIAL_PROVIDER_ERROR')
        // RFC 9207: the answer names the provider it came from.
        if (answer.get('iss') && answer.get('iss') !== pending.issuer) throw new FrameError('The sign-in answer is from another provider')
        const code = answer.get('code')
        if (!code) throw new FrameError('The provider sent no sign-in code', 'SOCIAL_PROVIDER_ERROR')
        const tokens = await fetch(pending.tokenEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: pending.clientId, code_verifier: pending.verifier }),
        })
        const { id_token: idToken, error_description: refused } = (await tokens.json().catch(() => ({}))) as { id_token?: string; error_description?: string }
        if (!tokens.ok || !idToken) throw new FrameError(refused ?? `The provider did not complete the sign-in (HTTP ${tokens.status})`, 'SOCIAL_PROVIDER_ERROR')
        const { token, user: verified, userName } = await call<{ token: string; user: { email: string }; userName: string | null }>('/social/verify', {
          provider: pending.provider,
          idToken,
          nonce: pending.nonce,
          deviceId,
        })
        return { ...(await signIn(token, verified.email)), userName }
      }
      case 'GET_FARCASTER_URI': {
        pendingFarcaster?.wait.abort()
        pendingFarcaster = undefined
        const start = await call<{ relayUrl: string; nonce: string; domain: string; siweUri: string }>('/farcaster/start', { origin: parentOrigin })
        const { openChannel } = await import('./farcaster.js')
        const { channelToken, url } = await openChannel(start)
        pendingFarcaster = { relayUrl: start.relayUrl, channelToken, nonce: start.nonce, wait: new AbortController() }
        return { url }
      }
      case 'CONNECT_FARCASTER': {
        const pending = pendingFarcaster
        if (!pending) throw new FrameError('No Farcaster sign-in in progress')
        const { waitForAnswer } = await import('./farcaster.js')
        const { message, signature, username } = await waitForAnswer(pending.relayUrl, pending.channelToken, pending.wait.signal)
        if (pendingFarcaster === pending) pendingFarcaster = undefined
        const { token, user: verified, userName } = await call<{ token: string; user: { email: string }; userName: string | null }>('/farcaster/verify', {
          message,
          signature,
          nonce: pending.nonce,
          deviceId,
          username,
        }).catch((error: unknown) => {
          throw new FrameError(error instanceof Error ? error.message : String(error), 'FARCASTER_REFUSED')
        })
        return { ...(await signIn(token, verified.email)), userName }
      }
      case 'RELOAD':
        // The login under way is dropped; the session, if any, stays.
        pendingFarcaster?.wait.abort()
        pendingFarcaster = undefined
        pendingRedirect = undefined
        pendingEmail = undefined
        return {}
      case 'GET_USER': {
        const { chainId: wanted, preferredAccountType: type } = payload as FrameRequest<'GET_USER'>
        if (wanted !== undefined) chainId = wanted
        if (type) preferredAccountType = type
        return user()
      }
      case 'SET_PREFERRED_ACCOUNT': {
        preferredAccountType = (payload as FrameRequest<'SET_PREFERRED_ACCOUNT'>).type
        const { address, preferredAccountType: type = 'eoa' } = await user()
        return { type, address }
      }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: await smartAccountNetworks }
      case 'IS_CONNECTED': {
        const current = await session()
        if (!current) return { isConnected: false }
        try {
          await call('/me', undefined, current.token)
          return { isConnected: true }
        } catch (error) {
          await store.delete(SESSION_KEY)
          // A token not valid yet is the device's clock (SPEC.md §8 Session Expired): the app says so.
          if (error instanceof FrameError && error.message.includes('not yet valid')) throw error
          return { isConnected: false }
        }
      }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK':
        chainId = (payload as FrameRequest<'SWITCH_NETWORK'>).chainId
        return { chainId }
      case 'PASSKEY_UNLOCK': {
        const waiting = waitingForPasskey
        if (!waiting) throw new FrameError('No login is waiting for a passkey')
        // A cancelled or wrong passkey fails this request only: the login stays waiting, to try again.
        const keys = await askPasskey(passkeyText('unlock'), () => unlockAccount(accountParameters(waiting), waiting.pending))
        opened = { token: waiting.token, keys: Promise.resolve(keys) }
        await store.set(SESSION_KEY, { token: waiting.token, email: waiting.email })
        waitingForPasskey = undefined
        return {}
      }
      case 'PASSKEY_STATUS': {
        const current = await requireSession()
        return { protected: (await recoveryMode(accountParameters(current))) === 'passkey' }
      }
      case 'PASSKEY_PROTECT': {
        const current = await requireSession()
        if ((await recoveryMode(accountParameters(current))) === 'passkey') return { protected: true }
        const keys = await accountKeys()
        await askPasskey(passkeyText('protect'), () => protectAccount(accountParameters(current), keys))
        return { protected: true }
      }
      case 'SIGN_OUT': {
        const current = await session()
        const waiting = waitingForPasskey
        waitingForPasskey = undefined
        closePasskeyPanel()
        if (waiting) await call('/logout', {}, waiting.token).catch((error: unknown) => log('sign-out', error))
        opened = undefined
        await store.delete(SESSION_KEY)
        if (current) await call('/logout', {}, current.token).catch((error: unknown) => log('sign-out', error))
        return {}
      }
      case 'UPDATE_EMAIL': {
        const { token } = await requireSession()
        return call('/email/change', { newEmail: (payload as FrameRequest<'UPDATE_EMAIL'>).email }, token)
      }
      case 'UPDATE_EMAIL_PRIMARY_OTP': {
        const { token } = await requireSession()
        return call('/email/change/primary', payload, token)
      }
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const { token } = await requireSession()
        const { user: changed } = await call<{ user: { email: string } }>('/email/change/secondary', payload, token)
        const updated = await user()
        post({ type: FRAME_SESSION_UPDATE, payload: updated })
        return { newEmail: changed.email }
      }
      case 'SYNC_DAPP_DATA':
        return {}
      case 'SYNC_THEME': {
        const { themeMode, themeVariables } = payload as FrameRequest<'SYNC_THEME'>
        const root = document.documentElement
        if (themeMode) root.dataset.theme = themeMode
        // Only the accent, and only as a color: nothing the page sends can restyle what the approval says.
        const accent = String(themeVariables?.['--w3m-accent'] ?? '')
        if (accent && CSS.supports('color', accent)) root.style.setProperty('--accent', accent)
        else root.style.removeProperty('--accent')
        return {}
      }
      case 'SYNC_LOCALE':
        // Picks one of the secure site's catalogues, nothing else (secure-site/i18n.ts).
        await setLocale((payload as FrameRequest<'SYNC_LOCALE'>).locale)
        return {}
      case 'RPC_ABORT':
        abortApproval()
        closePasskeyPanel()
        return {}
      case 'RPC_REQUEST':
        return { result: await rpcRequest(payload as FrameRequest<'RPC_REQUEST'>) }
    }
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const message = parseAppMessage(event.data)
    if (!message) return
    log('request', message.action)
    const answer = parentAllowed.then((allowed) => {
      // SPEC.md §8 server message: the kit shows Invalid App Configuration.
      if (!allowed) throw new FrameError('Unauthorized: origin not allowed')
      return handle(message.action, message.payload)
    })
    answer.then(
      (payload) => post({ id: message.id, type: replyType(message.action, 'SUCCESS'), payload }),
      (error: unknown) =>
        post({
          id: message.id,
          type: replyType(message.action, 'ERROR'),
          payload: {
            message: error instanceof Error ? error.message : String(error),
            // A share or passkey error's code, for the kit's own words (plugins/embedded-wallet/strings).
            ...(error instanceof Error && 'code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
          },
        }),
    )
  })
  log('ready for', parentOrigin, APP_PREFIX)
  post({ type: FRAME_READY })
}

if (location.pathname.endsWith('/approve')) runApprovalWindow()
else main().catch((error: unknown) => console.error('[secure-site] could not start:', error))

import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import type { FaultSwitches } from '../api/faults.js'

/** The social providers the identity provider stands in for (SPEC.md §3), each its own client, with its name. */
const IDENTITY_PROVIDERS = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
} as const

type IdentityProviderId = keyof typeof IDENTITY_PROVIDERS

/** A person known to the identity provider (one list for every provider it stands in for). */
interface IdentityUser {
  id: string
  name: string
  email: string
}

/** What the auth server needs to send a person to a provider and to check what comes back. */
interface ProviderClient {
  provider: IdentityProviderId
  issuer: string
  clientId: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
}

export interface IdentityProvider {
  /** `http://127.0.0.3:<port>`: the issuer of every id token. */
  url: string
  /** One client per provider, all with the secure site's callback as their redirect URI. */
  clients: Record<IdentityProviderId, ProviderClient>
  /** The people who can sign in (made on the sign-in page, or here for tests). */
  users: Map<string, IdentityUser>
  stop(): Promise<void>
}

export interface StartIdentityProviderParameters {
  /** The secure site's callback page, the only redirect URI of every client. */
  redirectUri: string
  /** The devnet's fault switches: `identityProvider` makes the next authorization answer an error. */
  faults?: FaultSwitches | undefined
  /** The loopback address to listen on; 127.0.0.3 (a site of its own beside the host page and the secure site). */
  host?: string
  log?: ((line: string) => void) | undefined
}

const html = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:16px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#52525b}ul{list-style:none;padding:0;margin:0 0 16px}
li{margin:0 0 8px}button{font:inherit;width:100%;min-height:44px;border-radius:12px;border:1px solid #d4d4d8;background:#fff;cursor:pointer;padding:8px 12px;text-align:left}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff;text-align:center}button.plain{text-align:center}
label{display:block;margin:0 0 12px}input{box-sizing:border-box;display:block;width:100%;font:inherit;padding:8px;margin-top:4px;border:1px solid #a1a1aa;border-radius:8px}
.row{display:flex;gap:8px}`

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += String(chunk)
    if (text.length > 10_000) throw new Error('Form too large')
  }
  return new URLSearchParams(text)
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
}

/**
 * The devnet's identity provider: one real OpenID Connect provider (oidc-provider 8) on its own loopback site,
 * standing in for Google, X, Discord, Apple, GitHub and Facebook, one public client each (authorization code with
 * PKCE, id tokens signed RS256 with the key published at `/jwks`). Its sign-in page lets a person pick one of its
 * users or make one (name and email; the email counts as verified), then asks their consent, which they can deny.
 */
export async function startIdentityProvider({
  redirectUri,
  faults,
  host = '127.0.0.3',
  log,
}: StartIdentityProviderParameters): Promise<IdentityProvider> {
  const users = new Map<string, IdentityUser>()
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  const redirectOrigin = new URL(redirectUri).origin
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const provider = new Provider(url, {
    clients: Object.entries(IDENTITY_PROVIDERS).map(([id, name]) => ({
      client_id: id,
      client_name: name,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [redirectUri],
    })),
    jwks: { keys: [{ ...key, kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The id token carries the scopes' claims: the auth server reads the verified email from it.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    // The secure site's frame redeems the code from its own origin.
    clientBasedCORS: (_ctx: unknown, origin: string) => origin === redirectOrigin,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const user = users.get(id)
      return user && {
        accountId: id,
        claims: () => ({ sub: id, email: user.email, email_verified: true, name: user.name, preferred_username: user.name }),
      }
    },
  })
  const callback = provider.callback()

  /** The sign-in page: pick a user or make one. */
  function loginPage(uid: string, providerName: string, error?: string): string {
    const known = [...users.values()]
      .map(
        (u) =>
          `<li><form method="post" action="/interaction/${uid}/login"><input type="hidden" name="id" value="${html(u.id)}"><button type="submit">Continue as ${html(u.name)} (${html(u.email)})</button></form></li>`,
      )
      .join('')
    return page(
      `Sign in with ${providerName}`,
      `<h1>Sign in with ${html(providerName)}</h1><p>Devnet identity provider: pick an account or create one.</p>
${known ? `<ul aria-label="Accounts">${known}</ul>` : ''}
<form method="post" action="/interaction/${uid}/login"><h2>Create an account</h2>
${error ? `<p role="alert">${html(error)}</p>` : ''}
<label>Name<input name="name" autocomplete="off" required></label>
<label>Email<input name="email" type="email" autocomplete="off" required></label>
<button type="submit" class="primary">Create and continue</button></form>`,
    )
  }

  /** The consent page: what the app gets, Allow or Deny. */
  const consentPage = (uid: string, providerName: string, user: IdentityUser | undefined) =>
    page(
      `Allow access?`,
      `<h1>Allow access?</h1><p>${html(providerName)} will share ${user ? `the name ${html(user.name)} and the email address ${html(user.email)}` : 'your name and email address'} with the app's wallet.</p>
<form method="post" action="/interaction/${uid}/consent" class="row"><button type="submit" name="decision" value="deny" class="plain">Deny</button><button type="submit" name="decision" value="allow" class="primary">Allow</button></form>`,
    )

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const [, uid, step] = /^\/interaction\/([\w-]+)(?:\/(login|consent))?$/.exec(path) ?? []
    if (!uid) return send(res, 404, page('Not found', '<h1>Not found</h1>'))
    const details = await provider.interactionDetails(req, res)
    const providerName = IDENTITY_PROVIDERS[details.params.client_id as IdentityProviderId] ?? details.params.client_id
    if (req.method === 'GET') {
      if (details.prompt.name === 'login') return send(res, 200, loginPage(details.uid, providerName))
      return send(res, 200, consentPage(details.uid, providerName, details.session && users.get(details.session.accountId)))
    }
    const form = await readForm(req)
    if (step === 'login') {
      let id = form.get('id') ?? ''
      if (!users.has(id)) {
        const name = (form.get('name') ?? '').trim().slice(0, 80)
        const email = (form.get('email') ?? '').trim().toLowerCase()
        if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return send(res, 400, loginPage(details.uid, providerName, 'Enter a name and a valid email address.'))
        const existing = [...users.values()].find((u) => u.email === email)
        id = existing?.id ?? randomUUID()
        if (!existing) users.set(id, { id, name, email })
      }
      log?.(`identity: ${id} signs in with ${details.params.client_id}`)
      return provider.interactionFinished(req, res, { login: { accountId: id } }, { mergeWithLastSubmission: false })
    }
    if (form.get('decision') !== 'allow')
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person denied access' }, { mergeWithLastSubmission: false })
    const accountId = details.session?.accountId
    if (!accountId) throw new Error('No signed-in account to consent for')
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
  }

  /** The `identityProvider` fault: the authorization answers the client's redirect URI with an error. */
  function failedAuthorization(res: ServerResponse, query: URLSearchParams): boolean {
    const fault = faults?.take('identityProvider')
    if (!fault || query.get('redirect_uri') !== redirectUri) return false
    const back = new URL(redirectUri)
    back.searchParams.set('error', 'temporarily_unavailable')
    back.searchParams.set('error_description', 'The identity provider is not available right now')
    const state = query.get('state')
    if (state) back.searchParams.set('state', state)
    back.searchParams.set('iss', url)
    res.writeHead(303, { location: back.href })
    res.end()
    return true
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', url)
    if (pathname.startsWith('/interaction/')) {
      interaction(req, res, pathname).catch((error: unknown) => {
        log?.(`identity: interaction failed: ${String(error)}`)
        if (!res.headersSent) send(res, 400, page('Sign-in failed', `<h1>Sign-in failed</h1><p>${html(error instanceof Error ? error.message : String(error))}</p>`))
      })
      return
    }
    if (req.method === 'GET' && pathname === '/auth' && failedAuthorization(res, searchParams)) return
    callback(req, res)
  })

  const endpoint = (path: string) => `${url}${path}`
  const clients = Object.fromEntries(
    Object.keys(IDENTITY_PROVIDERS).map((id) => [
      id,
      { provider: id, issuer: url, clientId: id, authorizationEndpoint: endpoint('/auth'), tokenEndpoint: endpoint('/token'), jwksUri: endpoint('/jwks') },
    ]),
  ) as Record<IdentityProviderId, ProviderClient>

  return {
    url,
    clients,
    users,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

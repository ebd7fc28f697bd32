import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import type { FarcasterChain } from './farcasterChain.js'

/** How long a channel waits for the Farcaster app (the relay's own lifetime). */
const CHANNEL_LIFETIME_MS = 5 * 60_000
/** The first fid the devnet's Farcaster app gives out (the test's own fids are below it). */
const FIRST_APP_FID = 100_001

/** What an app asks to be signed in to (POST /v1/channel). */
const channelBody = z.object({
  siweUri: z.url().max(500),
  domain: z.string().min(1).max(253),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/).optional(),
  notBefore: z.string().max(40).optional(),
  expirationTime: z.string().max(40).optional(),
  requestId: z.string().max(200).optional(),
  redirectUrl: z.url().max(500).optional(),
  acceptAuthAddress: z.boolean().optional(),
})
/** What the Farcaster app sends once the person has signed (POST /v1/channel/authenticate). */
const authenticateBody = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/).max(4000),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(400).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.string().max(500).optional(),
  verifications: z.array(z.string().max(100)).max(10).optional(),
  custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
})

interface Channel {
  expiresAt: number
  params: z.infer<typeof channelBody> & { nonce: string }
  url: string
  completed?: z.infer<typeof authenticateBody> | undefined
}

/** A person of the devnet's Farcaster app: their fid and the custody key that owns it on chain 10. */
interface FarcasterAppAccount {
  username: string
  fid: number
  custody: Address
  privateKey: Hex
}

export interface FarcasterRelay {
  /** `http://127.0.0.4:<port>`: the auth client's `relay`. Its `/app` page is the devnet's Farcaster app. */
  url: string
  /** The key the Farcaster app sends with `authenticate` (`X-Farcaster-Auth-Relay-Key`). */
  relayKey: string
  /** The Farcaster app's people, by username. */
  accounts: Map<string, FarcasterAppAccount>
  stop(): Promise<void>
}

export interface StartFarcasterRelayParameters {
  chain: FarcasterChain
  /** 127.0.0.4 by default: a site of its own beside the host page, the secure site and the identity provider. */
  host?: string
  log?: ((line: string) => void) | undefined
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, x-farcaster-auth-relay-key',
}

const html = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f3effa;color:#18181b}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:16px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#52525b}ul{list-style:none;padding:0;margin:0 0 16px}li{margin:0 0 8px}
button{font:inherit;width:100%;min-height:44px;border-radius:12px;border:1px solid #d4d4d8;background:#fff;cursor:pointer;padding:8px 12px;text-align:left}
button.primary{background:#6941c6;border-color:#6941c6;color:#fff;text-align:center}
label{display:block;margin:0 0 12px}input{box-sizing:border-box;display:block;width:100%;font:inherit;padding:8px;margin-top:4px;border:1px solid #a1a1aa;border-radius:8px}`

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`

/**
 * The devnet's Farcaster relay (INFRA.md "Farcaster sign-in"): the relay's v1 channel API on its own loopback site,
 * in memory, for `@farcaster/auth-client`: `POST /v1/channel` → 201 `{ channelToken, url, nonce }`;
 * `POST /v1/channel/authenticate` (bearer channel token and the relay key) → 201; `GET /v1/channel/status`
 * (bearer) → 202 pending, then 200 completed once (the channel is gone after). `/v1/connect…` are aliases.
 *
 * Its `/app?channelToken=` page (the channel's `url`, the QR code's content) is the devnet's Farcaster app, for a
 * person without one: they pick or make a Farcaster account (a new one gets an fid registered on chain 10 to a
 * fresh custody key), and the page signs the app's message with that key through the wallet side of the auth
 * client and sends it to this relay, as the real app would.
 */
export async function startFarcasterRelay({ chain, host = '127.0.0.4', log }: StartFarcasterRelayParameters): Promise<FarcasterRelay> {
  const channels = new Map<string, Channel>()
  const accounts = new Map<string, FarcasterAppAccount>()
  const relayKey = randomBytes(16).toString('hex')
  let nextFid = FIRST_APP_FID
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  const wallet = createWalletClient({ relay: url, ethereum: viemConnector({ rpcUrl: chain.rpcUrl }) })

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(body)
  }
  const read = async (req: IncomingMessage): Promise<string> => {
    let text = ''
    for await (const chunk of req) {
      text += String(chunk)
      if (text.length > 20_000) throw new Error('Body too large')
    }
    return text
  }
  /** The live channel of `token`, or undefined (unknown or expired: an expired one goes). */
  const channelOf = (token: string | null | undefined) => {
    const channel = token ? channels.get(token) : undefined
    if (channel && channel.expiresAt <= Date.now()) {
      channels.delete(token as string)
      return undefined
    }
    return channel
  }
  const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === 'POST' && path === 'channel') {
      let body: unknown
      try {
        body = JSON.parse((await read(req)) || '{}')
      } catch {
        return json(res, 400, { error: 'Body is not valid JSON' })
      }
      const parsed = channelBody.safeParse(body)
      if (!parsed.success) return json(res, 400, { error: parsed.error.issues[0]?.message ?? 'Invalid body' })
      const channelToken = randomBytes(16).toString('hex')
      const nonce = parsed.data.nonce ?? randomBytes(12).toString('hex')
      const link = `${url}/app?channelToken=${channelToken}`
      channels.set(channelToken, { expiresAt: Date.now() + CHANNEL_LIFETIME_MS, params: { ...parsed.data, nonce }, url: link })
      log?.(`farcaster relay: channel for ${parsed.data.domain}`)
      return json(res, 201, { channelToken, url: link, connectUri: link, nonce })
    }
    const token = bearer(req)
    const channel = channelOf(token)
    if (!channel || !token) return json(res, 401, { error: 'Unauthorized' })
    if (req.method === 'POST' && path === 'channel/authenticate') {
      if (req.headers['x-farcaster-auth-relay-key'] !== relayKey) return json(res, 401, { error: 'Unauthorized: relay key' })
      if (channel.completed) return json(res, 409, { error: 'The channel is already signed' })
      let body: unknown
      try {
        body = JSON.parse((await read(req)) || '{}')
      } catch {
        return json(res, 400, { error: 'Body is not valid JSON' })
      }
      const parsed = authenticateBody.safeParse(body)
      if (!parsed.success) return json(res, 400, { error: parsed.error.issues[0]?.message ?? 'Invalid body' })
      channel.completed = parsed.data
      log?.(`farcaster relay: channel signed by fid ${parsed.data.fid}`)
      return json(res, 201, { state: 'completed', nonce: channel.params.nonce, url: channel.url, ...parsed.data })
    }
    if (req.method === 'GET' && path === 'channel/status') {
      const { params, url: link, completed } = channel
      const signatureParams = { siweUri: params.siweUri, domain: params.domain, nonce: params.nonce, notBefore: params.notBefore, expirationTime: params.expirationTime, requestId: params.requestId, redirectUrl: params.redirectUrl }
      if (!completed) return json(res, 202, { state: 'pending', nonce: params.nonce, url: link, signatureParams, metadata: {} })
      channels.delete(token)
      return json(res, 200, { state: 'completed', nonce: params.nonce, url: link, signatureParams, metadata: {}, verifications: [], ...completed })
    }
    json(res, 404, { error: 'Not found' })
  }

  /** The Farcaster app's person `username`: known, or made now with an fid on chain 10. */
  async function account(username: string): Promise<FarcasterAppAccount> {
    const known = accounts.get(username)
    if (known) return known
    const privateKey = generatePrivateKey()
    const custody = privateKeyToAccount(privateKey).address
    const fid = nextFid++
    await chain.register(fid, custody)
    const made = { username, fid, custody, privateKey }
    accounts.set(username, made)
    return made
  }

  /** The devnet's Farcaster app: the sign-in request and who signs it. */
  async function app(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    if (req.method === 'GET') {
      const token = query.get('channelToken') ?? ''
      const channel = channelOf(token)
      if (!channel || channel.completed)
        return send(res, 404, page('Sign-in request not found', '<h1>Sign-in request not found</h1><p>This sign-in request is unknown, was already answered or has expired. Start again from the app.</p>'))
      const list = [...accounts.values()]
        .map(
          (a) =>
            `<li><form method="post" action="/app"><input type="hidden" name="channelToken" value="${html(token)}"><input type="hidden" name="username" value="${html(a.username)}"><button type="submit">Sign in as @${html(a.username)} (fid ${a.fid})</button></form></li>`,
        )
        .join('')
      return send(
        res,
        200,
        page(
          'Sign in with Farcaster',
          `<h1>Sign in with Farcaster</h1><p>Devnet Farcaster app: <strong>${html(channel.params.domain)}</strong> asks you to sign in with your Farcaster account.</p>
${list ? `<ul aria-label="Your accounts">${list}</ul>` : ''}
<form method="post" action="/app"><input type="hidden" name="channelToken" value="${html(token)}">
<label>New account's username<input name="username" required pattern="[a-z0-9][a-z0-9\\-]{0,15}" autocomplete="off"></label>
<button class="primary" type="submit">Create account and sign in</button></form>`,
        ),
      )
    }
    const form = new URLSearchParams(await read(req))
    const token = form.get('channelToken') ?? ''
    const username = (form.get('username') ?? '').trim().toLowerCase()
    const channel = channelOf(token)
    if (!channel || channel.completed) return send(res, 404, page('Sign-in request not found', '<h1>Sign-in request not found</h1><p>This sign-in request is unknown, was already answered or has expired.</p>'))
    if (!/^[a-z0-9][a-z0-9-]{0,15}$/.test(username))
      return send(res, 400, page('Invalid username', '<h1>Invalid username</h1><p role="alert">A username is 1 to 16 lowercase letters, digits or dashes.</p>'))
    const person = await account(username)
    const { siweUri, domain, nonce, notBefore, expirationTime, requestId } = channel.params
    const { message } = wallet.buildSignInMessage({
      address: person.custody,
      fid: person.fid,
      uri: siweUri,
      domain,
      nonce,
      ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
      ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
      ...(requestId ? { requestId } : {}),
    })
    const signature = await privateKeyToAccount(person.privateKey).signMessage({ message })
    const answer = await wallet.authenticate({
      channelToken: token,
      authKey: relayKey,
      message,
      signature,
      fid: person.fid,
      username: person.username,
      bio: '',
      displayName: person.username,
      pfpUrl: '',
    })
    if (answer.isError) throw answer.error
    send(res, 200, page('Signed in', `<h1>Signed in</h1><p>You signed in to <strong>${html(domain)}</strong> as @${html(person.username)}. You can go back to the app.</p>`))
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', url)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      return void res.end()
    }
    const route = /^\/v1\/(?:channel|connect)(\/authenticate|\/status)?$/.exec(pathname)
    const work =
      route ? api(req, res, `channel${route[1] ?? ''}`)
      : pathname === '/app' && (req.method === 'GET' || req.method === 'POST') ? app(req, res, searchParams)
      : Promise.resolve(json(res, 404, { error: 'Not found' }))
    work.catch((error: unknown) => {
      log?.(`farcaster relay: ${String(error)}`)
      if (!res.headersSent) send(res, 500, page('Sign-in failed', `<h1>Sign-in failed</h1><p role="alert">${html(error instanceof Error ? error.message : String(error))}</p>`))
    })
  })

  return {
    url,
    relayKey,
    accounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

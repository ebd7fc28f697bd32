import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { BrowserContext } from 'playwright-core'
import { selfSignedCertificate } from './servePage.js'

/** What the offline hosts answered, by host, over a whole run. */
export interface OfflineLog {
  /** `host` → requests answered locally (forwarded to the devnet or stubbed). */
  answered: Map<string, number>
  /** `METHOD host/path` of requests no stub knows: answered 404, printed at the end. */
  unknown: Set<string>
}

export function createOfflineLog(): OfflineLog {
  return { answered: new Map(), unknown: new Set() }
}

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }

/** Chain ids of the RPC hosts the pages know (Portico's network definitions; AppKit's RPC takes `?chainId=`). */
const RPC_HOSTS: Record<string, number> = { 'ethereum.reth.rs': 1, 'arb1.arbitrum.io': 42161 }

const STAND_IN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#6b7280"/></svg>'

type JsonRpcRequest = { id?: number | string; method?: string }

/** A JSON-RPC answer for a node that is at block 1 of `chainId`, with nothing in it. */
function rpcAnswer(chainId: number, request: JsonRpcRequest) {
  const results: Record<string, unknown> = {
    eth_chainId: `0x${chainId.toString(16)}`,
    net_version: String(chainId),
    eth_blockNumber: '0x1',
    eth_getBalance: '0x0',
    eth_gasPrice: '0x3b9aca00',
    eth_call: '0x',
  }
  return { jsonrpc: '2.0', id: request.id ?? null, result: results[request.method ?? ''] ?? null }
}

export interface OfflineHosts {
  /** Chromium's flags that send every remote host to this server and accept its certificate. */
  chromiumArgs: string[]
  close(): Promise<void>
}

/**
 * Answers every host but 127.0.0.1 from a local HTTPS server (HTTP/2, HTTP/1.1 beside it), so nothing leaves the
 * machine and no request of a page stops in this process: Chromium resolves every other host name to it
 * (`--host-resolver-rules`) and accepts its self-made certificate (`--ignore-certificate-errors`). What it answers:
 * - AppKit's API (api.web3modal.org: config, origins, getWallets, images, analytics switch) is forwarded to the
 *   devnet's directory API, which serves the same routes and shapes (and is what the Portico page talks to);
 * - RPC (rpc.walletconnect.org, the networks' public RPCs): a tiny JSON-RPC stub;
 * - telemetry (pulse.walletconnect.org, Coinbase's cca-lite): 204, as the real ingest answers;
 * - the embedded wallet's iframe (secure.walletconnect.org): an empty HTML page;
 * - fonts (fonts.reown.com) and anything else: 404, logged.
 * Playwright's request routing is not used: with any route, Chromium stops every request of the page, the page's own
 * scripts too, until this process lets it go on (measured on the Portico page's `?open=now` load, medians of 12:
 * 242 ms with a route that answered nothing of it, 197 ms without).
 */
export async function startOfflineHosts(devnetApiUrl: string, log: OfflineLog): Promise<OfflineHosts> {
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    void respond(request, response, devnetApiUrl, log).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    chromiumArgs: [
      // Chromium's own services (its update check, accounts, autofill) resolve to nothing, as before; the pages' hosts
      // come here.
      `--host-resolver-rules=MAP *.googleapis.com ~NOTFOUND, MAP *.google.com ~NOTFOUND, MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * WebSockets to other hosts (the WalletConnect relay) in this context: a mock socket in the page that opens, takes
 * messages and answers none (no relay behind it). Playwright does this in the page itself: no request stops here.
 */
export async function answerSocketsLocally(context: BrowserContext, log: OfflineLog): Promise<void> {
  await context.routeWebSocket(
    (url) => url.hostname !== '127.0.0.1',
    (ws) => {
      const host = new URL(ws.url()).host
      log.answered.set(host, (log.answered.get(host) ?? 0) + 1)
      ws.onMessage(() => {})
    },
  )
}

interface Answer {
  status: number
  headers?: Record<string, string>
  contentType?: string
  body?: string | Buffer
}

async function respond(request: Http2ServerRequest, response: Http2ServerResponse, devnetApiUrl: string, log: OfflineLog): Promise<void> {
  const host = request.authority || request.headers.host || ''
  const url = new URL(request.url, `https://${host}`)
  log.answered.set(url.host, (log.answered.get(url.host) ?? 0) + 1)
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const answered = await answer(request.method, url, Buffer.concat(chunks).toString(), devnetApiUrl, log)
  response.writeHead(answered.status, { ...answered.headers, ...(answered.contentType ? { 'content-type': answered.contentType } : {}) })
  if (answered.body === undefined) response.end()
  else response.end(answered.body)
}

async function answer(method: string, url: URL, body: string, devnetApiUrl: string, log: OfflineLog): Promise<Answer> {
  if (method === 'OPTIONS') return { status: 204, headers: cors }
  const host = url.hostname

  if (host === 'api.web3modal.org' || host === 'api.web3modal.com') {
    if (url.pathname === '/appkit/v1/project-limits') {
      return json({ planLimits: { tier: 'starter', isAboveMauLimit: false, isAboveRpcLimit: false } })
    }
    const res = await fetch(`${devnetApiUrl}/directory${url.pathname}${url.search}`)
    // The devnet has images for its wallets and networks only: AppKit's own connector images get a stand-in.
    if (res.status === 404 && /^\/(public\/)?get\w+Image\//.test(url.pathname)) {
      return { status: 200, headers: cors, contentType: 'image/svg+xml', body: STAND_IN_SVG }
    }
    return {
      status: res.status,
      headers: cors,
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await res.arrayBuffer()),
    }
  }

  const rpcChain = host.startsWith('rpc.walletconnect.')
    ? Number(url.searchParams.get('chainId')?.split(':')[1] ?? 1)
    : RPC_HOSTS[host]
  if (rpcChain !== undefined && method === 'POST') {
    const request = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[]
    return json(Array.isArray(request) ? request.map((r) => rpcAnswer(rpcChain, r)) : rpcAnswer(rpcChain, request))
  }

  if (host.startsWith('pulse.walletconnect.') || host === 'cca-lite.coinbase.com') return { status: 204, headers: cors }

  if (host.startsWith('secure.walletconnect.') || host.startsWith('secure-mobile.walletconnect.')) {
    return { status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }
  }

  if (host !== 'fonts.reown.com') log.unknown.add(`${method} ${url.host}${url.pathname}`)
  return { status: 404, headers: cors, contentType: 'text/plain', body: 'not found (bench is offline)' }
}

function json(body: unknown): Answer {
  return { status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(body) }
}

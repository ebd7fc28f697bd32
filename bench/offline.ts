import type { BrowserContext, Route } from 'playwright-core'

/** What the route handler answered, by host, over a whole run. */
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

/**
 * Every URL but the pages' own and the devnet's (127.0.0.1). Only these stop at the route handler: Playwright lets a
 * request no route's pattern matches go on in the browser, whereas one stopped at a handler waits for a round trip to
 * this process, which a visitor never waits for (measured on the Portico page's `?open=now` load, medians of 7: a
 * local script took 20 to 35 ms to arrive instead of 4 to 20 ms, and the modal showed after 363 ms instead of 298 ms).
 */
const NOT_LOOPBACK = /^(?!https?:\/\/127\.0\.0\.1[:/])/u

/**
 * Answers every request that is not for 127.0.0.1 in this context, so nothing leaves the machine:
 * - AppKit's API (api.web3modal.org: config, origins, getWallets, images, analytics switch) is forwarded to the
 *   devnet's directory API, which serves the same routes and shapes (and is what the Portico page talks to);
 * - RPC (rpc.walletconnect.org, the networks' public RPCs): a tiny JSON-RPC stub;
 * - telemetry (pulse.walletconnect.org, Coinbase's cca-lite): 204, as the real ingest answers;
 * - the embedded wallet's iframe (secure.walletconnect.org): an empty HTML page;
 * - fonts (fonts.reown.com) and anything else: 404, logged.
 * WebSockets (the WalletConnect relay) are answered by a mock socket that never connects anywhere.
 */
export async function answerRemoteLocally(context: BrowserContext, devnetApiUrl: string, log: OfflineLog): Promise<void> {
  await context.route(NOT_LOOPBACK, async (route) => {
    const url = new URL(route.request().url())
    log.answered.set(url.host, (log.answered.get(url.host) ?? 0) + 1)
    try {
      await answer(route, url, devnetApiUrl, log)
    } catch (error) {
      // The page may have gone away meanwhile; never let the request through.
      await route.abort().catch(() => {})
      if (!String(error).includes('closed')) throw error
    }
  })
  await context.routeWebSocket(
    (url) => url.hostname !== '127.0.0.1',
    (ws) => {
      log.answered.set(new URL(ws.url()).host, (log.answered.get(new URL(ws.url()).host) ?? 0) + 1)
      // A mock socket: it opens, takes messages and answers none (no relay behind it).
      ws.onMessage(() => {})
    },
  )
}

async function answer(route: Route, url: URL, devnetApiUrl: string, log: OfflineLog): Promise<void> {
  const request = route.request()
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
  const host = url.hostname

  if (host === 'api.web3modal.org' || host === 'api.web3modal.com') {
    if (url.pathname === '/appkit/v1/project-limits') {
      return json(route, { planLimits: { tier: 'starter', isAboveMauLimit: false, isAboveRpcLimit: false } })
    }
    const res = await fetch(`${devnetApiUrl}/directory${url.pathname}${url.search}`)
    // The devnet has images for its wallets and networks only: AppKit's own connector images get a stand-in.
    if (res.status === 404 && /^\/(public\/)?get\w+Image\//.test(url.pathname)) {
      return route.fulfill({ status: 200, headers: cors, contentType: 'image/svg+xml', body: STAND_IN_SVG })
    }
    return route.fulfill({
      status: res.status,
      headers: { ...cors, 'content-type': res.headers.get('content-type') ?? 'application/json' },
      body: Buffer.from(await res.arrayBuffer()),
    })
  }

  const rpcChain = host.startsWith('rpc.walletconnect.')
    ? Number(url.searchParams.get('chainId')?.split(':')[1] ?? 1)
    : RPC_HOSTS[host]
  if (rpcChain !== undefined && request.method() === 'POST') {
    const body = request.postDataJSON() as JsonRpcRequest | JsonRpcRequest[]
    return json(route, Array.isArray(body) ? body.map((r) => rpcAnswer(rpcChain, r)) : rpcAnswer(rpcChain, body))
  }

  if (host.startsWith('pulse.walletconnect.') || host === 'cca-lite.coinbase.com') {
    return route.fulfill({ status: 204, headers: cors })
  }

  if (host.startsWith('secure.walletconnect.') || host.startsWith('secure-mobile.walletconnect.')) {
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' })
  }

  if (host !== 'fonts.reown.com') log.unknown.add(`${request.method()} ${url.host}${url.pathname}`)
  return route.fulfill({ status: 404, headers: cors, contentType: 'text/plain', body: 'not found (bench is offline)' })
}

function json(route: Route, body: unknown): Promise<void> {
  return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(body) })
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { devnetChain } from '../devnetChain.js'
import type { Database } from '../store.js'
import type { Mailbox } from '../mail/startMailbox.js'
import { analyticsRoutes } from './analyticsRoutes.js'
import { authRoutes, defaultAuthSettings } from './authRoutes.js'
import type { ApiChain, ApiState } from './apiState.js'
import { blockchainRoutes } from './blockchainRoutes.js'
import { controlRoutes } from './controlRoutes.js'
import { faucetRoutes } from './faucetRoutes.js'
import { esploraRoutes } from '../bip122/esploraRoutes.js'
import { createPayOut } from '../onramp/createPayOut.js'
import { convertRoutes } from './convertRoutes.js'
import { directoryRoutes } from './directoryRoutes.js'
import { createFaults, type Faults } from './faults.js'
import { historyRoutes } from './historyRoutes.js'
import { mailboxRoutes } from './mailboxRoutes.js'
import { HttpError, sendError, sendJson, type Route } from './http.js'
import { onrampRoutes } from './onrampRoutes.js'
import { profileRoutes } from './profileRoutes.js'
import { secureSiteRoutes } from './secureSiteRoutes.js'
import { siwxRoutes } from './siwxRoutes.js'
import { defaultProjectConfig, type ProjectConfig } from './projectConfig.js'
import type { SwapDeployment } from './uniswapPools.js'

export interface CreateApiServerParameters {
  /** The store the directory, token metadata, identities and events come from. */
  db: Database
  /** Port on 127.0.0.1; `0` (default) lets the system pick. */
  port?: number | undefined
  /** The chains the blockchain API reads balances from; those with `swap` serve the convert API too. */
  chains?: readonly ApiChainParameters[] | undefined
  /** Changes to the default project (remote features, allowed origins, analytics switch). */
  project?: Partial<ProjectConfig> | undefined
  /** Faults active from the start. */
  faults?: Faults | undefined
  /** What GET /__devnet/info answers. */
  info?: (() => unknown) | undefined
  /** Called with one line per request (method, path, status, milliseconds). */
  log?: ((line: string) => void) | undefined
  /** The mailbox the auth server mails to (without one, its mailing routes answer 503). */
  mailbox?: Mailbox | undefined
}

export interface ApiServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  /** Base URLs for the kit's `apiUrls` option (`meld`: the devnet's Meld-style checkout). */
  urls: { directory: string; blockchain: string; analytics: string; meld: string }
  /** The embedded wallet's page, on another site than the host page: `http://localhost:<port>/secure/sdk`. */
  secureSiteUrl: string
  /** The mailbox page (`/mailbox`) a person reads the mailed codes on. */
  mailboxUrl: string
  /** The shared state (project config, faults, store); tests may change it directly. */
  state: ApiState
  /** Stops listening and ends every open connection (including hanging faults). */
  close(): Promise<void>
}

/**
 * Starts the devnet API on 127.0.0.1: the wallet directory under `/directory`, the blockchain API under
 * `/blockchain`, the analytics sink under `/analytics`, public images under `/assets` and test controls under
 * `/__devnet`. Every answer allows any origin (CORS), since the demo page runs on another port.
 *
 * @example
 * const api = await createApiServer({ db, chains: [{ chainId: 31337, name: 'Anvil', rpcUrl }] })
 * await fetch(`${api.urls.directory}/getWallets?projectId=demo&page=1&entries=40`)
 * await api.close()
 */
export async function createApiServer({
  db,
  port = 0,
  chains = [],
  project,
  faults,
  info = () => ({}),
  log,
  mailbox,
}: CreateApiServerParameters): Promise<ApiServer> {
  const state: ApiState = {
    db,
    project: { ...defaultProjectConfig(), ...project },
    faults: createFaults(faults),
    chains: new Map(chains.map((chain) => [`eip155:${chain.chainId}`, apiChain(chain)])),
    info,
    mailbox,
    auth: defaultAuthSettings(),
  }
  // One cashier for the on-ramp and the faucet: the treasury's payouts of a chain go one after another.
  const payOut = createPayOut()
  const routes: Route[] = [
    ...directoryRoutes(state),
    ...blockchainRoutes(state),
    ...convertRoutes(state),
    ...profileRoutes(state),
    ...historyRoutes(state),
    ...onrampRoutes(state, payOut),
    ...analyticsRoutes(state),
    ...controlRoutes(state),
    ...faucetRoutes(state, payOut),
    ...siwxRoutes(state),
    ...mailboxRoutes(state),
    ...authRoutes(state),
    ...secureSiteRoutes(state),
    ...esploraRoutes(() => state.utxo),
  ]

  const server = createServer((req, res) => {
    const started = performance.now()
    res.once('finish', () =>
      log?.(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
    )
    handle(routes, state, req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      if (error instanceof HttpError) sendError(res, error.status, error.message)
      else sendError(res, 500, error instanceof Error ? error.message : String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${actualPort}`

  return {
    url,
    port: actualPort,
    urls: {
      directory: `${url}/directory`,
      blockchain: `${url}/blockchain`,
      analytics: `${url}/analytics`,
      meld: `${url}/onramp/meld`,
    },
    secureSiteUrl: `http://localhost:${actualPort}/secure/sdk`,
    mailboxUrl: `${url}/mailbox`,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function handle(routes: Route[], state: ApiState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('cache-control', 'no-store')
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*')
    if (req.headers['access-control-request-private-network']) {
      res.setHeader('access-control-allow-private-network', 'true')
    }
    res.setHeader('access-control-max-age', '600')
    res.writeHead(204).end()
    return
  }

  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (req.method === 'GET' && path === '/') return sendJson(res, 200, state.info())
  const matches = routes.flatMap((route) => {
    const match = route.path.exec(path)
    return match ? [{ route, match }] : []
  })
  if (matches.length === 0) return sendError(res, 404, `No route for ${path}`)
  const found = matches.find(({ route }) => route.method === req.method)
  if (!found) {
    res.setHeader('allow', [...new Set(matches.map(({ route }) => route.method))].join(', '))
    return sendError(res, 405, `${req.method} not allowed on ${path}`)
  }

  const { route, match } = found
  if (route.needsProjectId && !url.searchParams.get('projectId')) {
    return sendError(res, 400, 'Query parameter projectId is required')
  }
  const fault = await state.faults.apply(route.fault, res)
  if (fault === true) return
  const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([key, value]) => [key, decode(value)]))
  await route.handle({ req, res, url, params, origin: `http://${req.headers.host ?? `127.0.0.1`}`, fault })
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, `Badly encoded path segment ${segment}`)
  }
}

type ApiChainParameters = { chainId: number; name: string; rpcUrl: string; swap?: SwapDeployment | undefined; bundlerUrl?: string | undefined }

function apiChain({ chainId, name, rpcUrl, swap, bundlerUrl }: ApiChainParameters): ApiChain {
  const chain = devnetChain({ chainId, name, rpcUrl })
  return {
    caipNetworkId: `eip155:${chainId}`,
    chainId,
    name,
    rpcUrl,
    client: createPublicClient({ chain, transport: http(rpcUrl) }),
    swap,
    bundlerUrl,
  }
}

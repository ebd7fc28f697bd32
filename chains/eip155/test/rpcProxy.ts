import { createTestServer, type TestServer } from '../../../test/createTestServer.js'

// Test helper only: a JSON-RPC endpoint on 127.0.0.1 that forwards to a node and records every body.

export interface RpcProxy extends TestServer {
  url: string
  /** The JSON-RPC methods received, in order (a batch counts each call). */
  methods(): string[]
  /** The HTTP bodies received, parsed. */
  bodies(): unknown[]
}

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const server = await createTestServer()
  server.routes.set('/rpc', (request, response) => {
    void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body })
      .then(async (upstream) => response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text()))
      .catch(() => response.writeHead(502).end())
  })
  const bodies = () => server.requests.filter((r) => r.url.pathname === '/rpc').map((r) => JSON.parse(r.body) as unknown)
  return {
    ...server,
    url: `${server.baseUrl}/rpc`,
    bodies,
    methods: () => bodies().flatMap((body) => (Array.isArray(body) ? body : [body]).map((call: { method: string }) => call.method)),
  }
}

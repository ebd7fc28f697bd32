import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// Test helper only (node:http): a real local server for the API client tests. Never imported by kit code.

interface RecordedRequest {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: string
}

/** Answers one path; leave the response unanswered to simulate a server that hangs. */
type Route = (request: RecordedRequest, response: ServerResponse) => void

export interface TestServer {
  /** `http://127.0.0.1:{port}`. */
  baseUrl: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  /** Routes by pathname (still URL-encoded); others answer 404. */
  routes: Map<string, Route>
  close(): Promise<void>
}

/**
 * Starts an HTTP server on 127.0.0.1 with a free port.
 *
 * @example
 * const server = await createTestServer()
 * server.routes.set('/ping', (_, res) => sendJson(res, 200, { ok: true }))
 */
export async function createTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const routes = new Map<string, Route>()
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const request = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers, body }
      requests.push(request)
      const route = routes.get(request.url.pathname)
      if (route) route(request, res)
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/**
 * Sends `data` as JSON with `status`.
 *
 * @example
 * sendJson(res, 200, { data: [], count: 0 })
 */
export function sendJson(response: ServerResponse, status: number, data: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data))
}

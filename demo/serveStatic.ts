import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import type { AddressInfo } from 'node:net'

/** Content types of the files the servers here answer, by extension. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** What `answerFile` writes to: Node's HTTP/1.1 response or HTTP/2's compatible one. */
interface FileResponse {
  writeHead(status: number, headers?: Record<string, string>): unknown
  end(): unknown
  end(body: string | Buffer): unknown
}

/**
 * Answers `path` (a URL path, still encoded) with the file under `dir` and its content type: 403 for a path that
 * leaves `dir`, 404 for a file that is not there. Throws on a malformed path (the caller answers 500).
 */
export async function answerFile(dir: string, path: string, res: FileResponse): Promise<void> {
  const file = normalize(join(dir, decodeURIComponent(path)))
  if (!file.startsWith(normalize(dir))) {
    res.writeHead(403)
    res.end()
    return
  }
  try {
    const body = await readFile(file)
    res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    res.end(body)
  } catch {
    res.writeHead(404)
    res.end('not found')
  }
}

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

export interface ServeStaticParameters {
  dir: string
  /** The page of `/`, made for each request (a server-rendered page reads its cookies). */
  html: (request: IncomingMessage) => string | Promise<string>
  /** Extra headers of the page (`/`) for the requested URL and the page's text: a Content Security Policy. */
  pageHeaders?: (url: URL, html: string) => Record<string, string>
  port?: number
  /** Other apps served beside it: a path prefix (`/wagmi/`) → their folder and the page its prefix answers. */
  mounts?: Record<string, { dir: string; html: (request: IncomingMessage) => string | Promise<string> }>
}

/**
 * Serves `dir` on 127.0.0.1; `/` answers `html()`, so a page can carry settings made at start-up.
 */
export async function serveStatic({ dir: rootDir, html: rootHtml, pageHeaders, port = 0, mounts = {} }: ServeStaticParameters): Promise<StaticServer> {
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const prefix = Object.keys(mounts).find((p) => url.pathname.startsWith(p))
    const mount = prefix ? mounts[prefix] : undefined
    const dir = mount?.dir ?? rootDir
    const html = mount?.html ?? rootHtml
    const path = prefix ? `/${url.pathname.slice(prefix.length)}` : url.pathname
    if (path === '/' || path === '/index.html') {
      const text = await html(req)
      res.writeHead(200, { 'content-type': contentTypes['.html'], 'cache-control': 'no-store', ...pageHeaders?.(url, text) })
      res.end(text)
      return
    }
    await answerFile(dir, path, res)
  }
  // What respond() does not answer itself (a malformed path: decodeURIComponent throws) gets a 500.
  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createSecureServer, type Http2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { answerFile, contentTypes } from '../demo/serveStatic.js'

/** A key and a self-signed certificate made now, for one run (Chromium is told to accept it). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'))
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=bench', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' })
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface PageServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves a built page's folder on 127.0.0.1 over HTTPS with HTTP/2, as a host's CDN does (every script of a page on
 * one connection, none queued behind the six connections HTTP/1.1 allows a host), `/` answering `html`. Chromium
 * accepts the certificate through `--ignore-certificate-errors` (the offline hosts' flags).
 */
export async function servePage(dir: string, html: string): Promise<PageServer> {
  const sessions = new Set<Http2Session>()
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const path = new URL(request.url, 'https://127.0.0.1').pathname
    if (path === '/') {
      response.writeHead(200, { 'content-type': contentTypes['.html']!, 'cache-control': 'no-store' })
      response.end(html)
      return
    }
    // A malformed path (decodeURIComponent throws) gets a 500.
    answerFile(dir, path, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy()
        server.close(() => resolve())
      }),
  }
}

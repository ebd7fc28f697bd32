import { connect, createServer } from 'node:net'

/**
 * A TCP port that is free on 127.0.0.1 right now: a server listens on port 0, reads the port the system gave
 * it, and closes. Another process can take the port before the caller binds it, so callers retry on failure.
 *
 * @example
 * const port = await getFreePort() // 41873
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('No port was assigned'))))
    })
  })
}

/**
 * Whether something accepts TCP connections on 127.0.0.1:`port`.
 *
 * @example
 * await isPortOpen(8545) // false once the node is stopped
 */
export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

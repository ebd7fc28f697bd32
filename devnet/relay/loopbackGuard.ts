/**
 * For tests: refuses and records every TCP connection this process tries to open to a host other than 127.0.0.1 /
 * localhost / ::1 (WalletConnect clients reach for WalletConnect hosts unless configured not to). Every client
 * socket in Node (net, tls, http, fetch/undici, ws) goes through `net.Socket.prototype.connect`, which this wraps.
 *
 * @example
 * const guard = guardLoopback()
 * // ... run the clients
 * expect(guard.refused).toEqual([])
 * guard.restore()
 */
import { Socket } from 'node:net'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

export interface LoopbackGuard {
  /** `host:port` of every refused connection attempt, oldest first. */
  refused: string[]
  /** Puts the original `connect` back. */
  restore(): void
}

export function guardLoopback(): LoopbackGuard {
  const original = Socket.prototype.connect
  const refused: string[] = []
  // `connect` is called as (options), (port, host?), (path) or, from net.connect, ([options, callback]).
  Socket.prototype.connect = function guardedConnect(this: Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
    let host: unknown
    let port: unknown
    if (typeof first === 'object' && first !== null) {
      const options = first as { host?: unknown; port?: unknown; path?: unknown }
      if (typeof options.path === 'string') return original.apply(this, args as never)
      host = options.host ?? 'localhost'
      port = options.port
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      port = first
      host = typeof args[1] === 'string' ? args[1] : 'localhost'
    } else {
      return original.apply(this, args as never) // a unix socket path
    }
    if (typeof host === 'string' && LOOPBACK.has(host)) return original.apply(this, args as never)
    refused.push(`${String(host)}:${String(port)}`)
    const error = Object.assign(new Error(`Refused by the loopback guard: ${String(host)}:${String(port)}`), {
      code: 'ECONNREFUSED',
    })
    process.nextTick(() => this.destroy(error))
    return this
  } as typeof original
  return {
    refused,
    restore() {
      Socket.prototype.connect = original
    },
  }
}

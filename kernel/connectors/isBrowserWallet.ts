import type { Connector } from '../types/connector.js'

/**
 * Whether a connector is the generic injected "Browser Wallet" (SPEC.md §5).
 *
 * @example
 * isBrowserWallet({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }) // true
 */
export function isBrowserWallet(connector: Pick<Connector, 'id' | 'name' | 'type'>): boolean {
  return connector.type === 'INJECTED' && (connector.id === 'injected' || connector.name === 'Browser Wallet')
}

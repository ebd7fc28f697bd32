import type { ConnectResult, Connector, ConnectorEvent } from '../../kernel/types/connector.js'
import { AccountNotFoundError } from './errors.js'
import { isEvmAddress } from './isEvmAddress.js'
import { switchEthereumChain } from './switchEthereumChain.js'
import type { Eip1193Provider } from './types.js'

export interface CreateInjectedConnectorParameters {
  /** The wallet's EIP-1193 provider. */
  provider: Eip1193Provider
  /** `ANNOUNCED` for EIP-6963 wallets, `INJECTED` for `window.ethereum`. */
  type: 'ANNOUNCED' | 'INJECTED'
  /** The connector id: the wallet's rdns, or `'injected'`. */
  id: string
  /** Shown in the wallet list. */
  name: string
  /** The wallet's icon (EIP-6963 `info.icon`). */
  imageUrl?: string | undefined
  /** The wallet's reverse-DNS id (EIP-6963 `info.rdns`). */
  rdns?: string | undefined
}

/** `'0x1'`, `'1'` or `1` → `1`. */
function parseChainId(value: unknown): number {
  const id = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(id)) throw new TypeError(`The wallet sent an invalid chain id: ${String(value)}`)
  return id
}

/** The wallet's first account, when it is an EVM address: anything else counts as no account. */
function firstAccount(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : undefined
  return isEvmAddress(first) ? first : undefined
}

/**
 * Makes the connector of a browser wallet: an EIP-6963 announced one or the legacy `window.ethereum`
 * (SPEC.md §3 Connector). It connects with `eth_requestAccounts`, restores with `eth_accounts`, switches
 * and adds chains, and turns the provider's events into kernel `ConnectorEvent`s.
 *
 * @example
 * const connector = createInjectedConnector({ provider: window.ethereum, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
 * const { address, chainId } = await connector.connect({})
 */
export function createInjectedConnector({
  provider,
  type,
  id,
  name,
  imageUrl,
  rdns,
}: CreateInjectedConnectorParameters): Connector {
  /** Removers of the provider listeners added by `subscribe`. */
  const subscriptions = new Set<() => void>()
  const request = (method: string, params?: unknown) =>
    provider.request(params === undefined ? { method } : { method, params })

  async function result(accounts: unknown): Promise<ConnectResult | null> {
    const address = firstAccount(accounts)
    if (!address) return null
    return { address, chainId: parseChainId(await request('eth_chainId')) }
  }

  return {
    id,
    name,
    type,
    chain: 'eip155',
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { info: { rdns } } : {}),
    installed: true,
    // The kernel compares the returned chain with the networks it knows and decides what is unsupported.
    async connect() {
      const connected = await result(await request('eth_requestAccounts'))
      if (!connected) throw new AccountNotFoundError({ connector: id })
      return connected
    },
    async reconnect() {
      return result(await request('eth_accounts'))
    },
    async disconnect() {
      try {
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch {
        // Best effort: many wallets cannot revoke; the kit forgets the session either way.
      }
      for (const off of subscriptions) off()
      subscriptions.clear()
    },
    async getProvider() {
      return provider
    },
    switchNetwork: (network) => switchEthereumChain(provider, network),
    subscribe(listener) {
      const handlers: Record<string, (payload: unknown) => void> = {
        accountsChanged: (accounts: unknown) => listener({ type: 'accountsChanged', address: firstAccount(accounts) }),
        chainChanged: (chainId: unknown) => {
          let id: number
          try {
            id = parseChainId(chainId)
          } catch {
            return // A wallet bug must not break the page: an unreadable chain id is ignored.
          }
          listener({ type: 'chainChanged', chainId: id })
        },
        disconnect: () => listener({ type: 'disconnect' } satisfies ConnectorEvent),
      }
      for (const [event, handler] of Object.entries(handlers)) provider.on?.(event, handler)
      const off = () => {
        for (const [event, handler] of Object.entries(handlers)) provider.removeListener?.(event, handler)
        subscriptions.delete(off)
      }
      subscriptions.add(off)
      return off
    },
  }
}

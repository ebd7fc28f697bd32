import type { Network } from '../../kernel/types/chain.js'
import type { ConnectResult, Connector, ConnectorEvent } from '../../kernel/types/connector.js'
import { bech32PrefixOfNetwork } from './bech32Prefixes.js'
import { bech32PrefixOf } from './isCosmosAddress.js'
import type { CosmosWalletProvider, KeplrProvider } from './keplrProvider.js'

/** An injected Keplr-style wallet: where it lives on `window`, its name, and the event it fires when its key changes. */
export interface KeplrWalletDescriptor {
  /** The `window` property the wallet injects (`'keplr'`). */
  global: string
  name: string
  /** The window event it fires when the person switches keys (`'keplr_keystorechange'`). */
  keystoreChangeEvent: string
  imageUrl?: string | undefined
}

/**
 * Makes the connector of an injected Keplr-style wallet on cosmos (SPEC.md §3 Connector): `enable` for the network's
 * chain id, then `getKey` for the account, whose bech32 prefix must be the network's; a key change in the wallet
 * (its keystore change event) and a network switch (each chain has its own address) become `accountsChanged`.
 *
 * @example
 * const connector = createKeplrConnector({ global: 'keplr', name: 'Keplr', keystoreChangeEvent: 'keplr_keystorechange' }, window.keplr, () => networks)
 * const { address, chainId } = await connector.connect({ network: cosmosHub }) // 'cosmos1…', 'cosmoshub-4'
 */
export function createKeplrConnector(descriptor: KeplrWalletDescriptor, keplr: KeplrProvider, networks: () => readonly Network[]): Connector {
  const provider: CosmosWalletProvider = { keplr, chainId: undefined }
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }

  /** The wallet's account on `network`, after asking it to approve the chain unless `silent`. */
  async function account(network: Network | undefined, silent: boolean): Promise<ConnectResult> {
    const target = network ?? networks()[0]
    if (!target) throw new Error(`${descriptor.name}: no cosmos network is configured.`)
    const chainId = String(target.id)
    if (!silent) await keplr.enable(chainId)
    const key = await keplr.getKey(chainId)
    const expected = bech32PrefixOfNetwork(target)
    const prefix = bech32PrefixOf(key.bech32Address)
    if (!prefix || (expected && prefix !== expected)) {
      const { CosmosAccountNotFoundError } = await import('./errors.js')
      throw new CosmosAccountNotFoundError({ connector: descriptor.name, details: `${key.bech32Address} is no ${expected ?? 'bech32'} account on ${chainId}.` })
    }
    provider.chainId = chainId
    return { address: key.bech32Address, chainId }
  }

  return {
    id: descriptor.name,
    name: descriptor.name,
    type: 'INJECTED',
    chain: 'cosmos',
    ...(descriptor.imageUrl ? { imageUrl: descriptor.imageUrl } : {}),
    installed: true,
    connect: ({ network }) => account(network, false),
    async reconnect({ network }) {
      // A chain the wallet approved answers `getKey` without a prompt; any other refuses, and there is no session.
      try {
        return await account(network, true)
      } catch {
        return null
      }
    },
    async disconnect() {
      const chainId = provider.chainId
      provider.chainId = undefined
      if (chainId) await keplr.disable?.(chainId)
    },
    async getProvider() {
      return provider
    },
    async switchNetwork(network) {
      const before = provider.chainId ? (await keplr.getKey(provider.chainId)).bech32Address : undefined
      const { address } = await account(network, false)
      // Each chain has its own address: the kit sets the network when this resolves, then learns the address.
      if (address !== before) queueMicrotask(() => emit({ type: 'accountsChanged', address }))
    },
    subscribe(listener) {
      listeners.add(listener)
      const onKeystoreChange = () => {
        const chainId = provider.chainId
        if (!chainId) return
        keplr.getKey(chainId).then(
          (key) => provider.chainId === chainId && listener({ type: 'accountsChanged', address: key.bech32Address }),
          // The wallet has no key for the chain any more (locked, or the site removed): the account is gone.
          () => provider.chainId === chainId && listener({ type: 'accountsChanged', address: undefined }),
        )
      }
      window.addEventListener(descriptor.keystoreChangeEvent, onKeystoreChange)
      return () => {
        listeners.delete(listener)
        window.removeEventListener(descriptor.keystoreChangeEvent, onKeystoreChange)
      }
    },
  }
}

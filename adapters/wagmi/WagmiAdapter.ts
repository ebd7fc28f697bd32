import { createConfig, fallback, http, type Config, type Storage, type Transport } from '@wagmi/core'
import type { Chain, ClientConfig } from 'viem'
import { eip155 } from '../../chains/eip155/eip155.js'
import type { ChainAdapter } from '../../kernel/connection/adapter.js'
import type { Network } from '../../kernel/types/chain.js'
import { syncWagmi } from './syncWagmi.js'
// Its adapter is an eip155 one: the family's namespace is registered (types only).
import '../../chains/eip155/chainFamilies.js'

export interface WagmiAdapterParameters extends Partial<Pick<ClientConfig, 'batch' | 'cacheTime' | 'pollingInterval'>> {
  /** The app's networks (`portico/networks`); the eip155 ones become wagmi's chains, in this order. */
  networks: readonly Network[]
  /** The project id, as `createAppKit` gets it. */
  projectId: string
  /** RPC URLs that replace a network's defaults, by CAIP network id (`{ 'eip155:1': [{ url }] }`), tried in order. */
  customRpcUrls?: Record<string, readonly { url: string }[]> | undefined
  /** wagmi's transports by chain id; by default HTTP to `customRpcUrls`, then the network's own RPC URLs. */
  transports?: Record<number, Transport> | undefined
  /** Server-side rendering: wagmi's state waits for the client (`cookieStorage` keeps it across requests). */
  ssr?: boolean | undefined
  /** Where wagmi keeps its state (`createStorage({ storage: cookieStorage })`); the browser's localStorage by default. */
  storage?: Storage | null | undefined
  /** Whether wagmi's chain id follows the connected wallet's. Defaults to `true`. */
  syncConnectedChain?: boolean | undefined
  /** Discover browser wallets (EIP-6963 and `window.ethereum`) for the modal, and so for wagmi. Defaults to `true`. */
  discovery?: boolean | undefined
}

/** A Portico network as viem's chain. */
function toChain(network: Network): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}

/** The adapter `new WagmiAdapter(…)` makes: Portico's eip155 adapter with its wagmi config. */
export interface WagmiAdapter extends ChainAdapter {
  readonly namespace: 'eip155'
  /** The config to give `<WagmiProvider config={…}>` and wagmi's actions. */
  readonly wagmiConfig: Config
  readonly networks: readonly Network[]
  readonly projectId: string
}

/**
 * The eip155 chain adapter for apps built on wagmi, in AppKit's shape: `new WagmiAdapter({ networks, projectId })`,
 * passed to `createAppKit({ adapters: [wagmiAdapter] })`, with its `wagmiConfig` given to `<WagmiProvider>`. It is
 * Portico's eip155 adapter (wallet discovery, balances, sends, switching networks) plus a wagmi config that follows
 * the modal: every wallet the modal can connect is a connector of `wagmiConfig`, connecting in the modal connects
 * wagmi with the same address, chain and connector, and wagmi's `disconnect`, `switchChain` and wallet actions act
 * on the wallet the modal connected, which the modal follows.
 *
 * @example
 * import { createAppKit } from 'portico'
 * import { WagmiAdapter } from 'portico/adapters/wagmi'
 * import { mainnet, arbitrum } from 'portico/networks'
 *
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, arbitrum], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, arbitrum], projectId })
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>
 */
// A constructor, as AppKit's hosts write it (`new WagmiAdapter(…)`), that returns the factory's plain object.
export const WagmiAdapter = function WagmiAdapter(parameters: WagmiAdapterParameters) {
  return createWagmiAdapter(parameters)
} as unknown as new (parameters: WagmiAdapterParameters) => WagmiAdapter

function createWagmiAdapter({ networks, projectId, customRpcUrls = {}, transports, discovery = true, ...rest }: WagmiAdapterParameters): WagmiAdapter {
  const evm = networks.filter((n) => n.chainNamespace === 'eip155')
  const [first, ...others] = evm.map(toChain)
  if (!first) throw new Error('WagmiAdapter: `networks` needs at least one eip155 network.')
  const rpc = (network: Network) => {
    const urls = [...(customRpcUrls[network.caipNetworkId] ?? []).map(({ url }) => url), ...network.rpcUrls.default.http]
    return urls.length > 1 ? fallback(urls.map((url) => http(url))) : http(urls[0])
  }
  const wagmiConfig = createConfig({
    ...rest,
    chains: [first, ...others],
    transports: Object.fromEntries(evm.map((n) => [Number(n.id), transports?.[Number(n.id)] ?? rpc(n)])),
    // The modal discovers wallets; each reaches wagmi as the modal's connector, never twice.
    multiInjectedProviderDiscovery: false,
    connectors: [],
  })
  // Portico's eip155 capabilities: the modal's Send, Swap and balances work as without wagmi.
  const portico = eip155({ discovery })
  return {
    ...portico,
    namespace: 'eip155',
    wagmiConfig,
    networks,
    projectId,
    async setup(context) {
      const teardown = await portico.setup(context)
      const stop = context.kit ? syncWagmi({ kit: context.kit, config: wagmiConfig, networks: context.networks }) : undefined
      return () => {
        stop?.()
        if (typeof teardown === 'function') teardown()
      }
    },
  }
}

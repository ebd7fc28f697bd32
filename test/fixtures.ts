import * as eip155Family from '../chains/eip155/family.js'
import { swaps as eip155Swaps } from '../chains/eip155/swaps.js'
import { walletConnect as eip155WalletConnect } from '../chains/eip155/walletConnect.js'
import * as solanaFamily from '../chains/solana/family.js'
import type { ChainAdapter } from '../kernel/connection/adapter.js'
import type { Connector, ConnectorEvent, ConnectResult } from '../kernel/types/connector.js'
import type { ChainNamespace, Network } from '../kernel/types/chain.js'
import type { AccountState } from '../kernel/types/account.js'
import type { PluginApiOf, PluginMap } from '../kernel/types/registries.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import { createKit, type KitInternals } from '../kernel/createKit.js'
import type { AppKit } from '../kernel/createInstance.js'
import { getKernelApi } from '../kernel/internals.js'
import { createPluginContext } from '../kernel/plugins/createPluginHost.js'
import type { KernelApi } from '../kernel/plugins/kernelApi.js'
import type { PluginContext } from '../kernel/plugins/pluginContext.js'
import { proxy } from 'valtio/vanilla'
import type { Environment } from '../kernel/utils/environment.js'
import { createMemoryStorage } from '../kernel/utils/storage.js'

declare module '../kernel/types/chain.js' {
  /**
   * Families with no chain package, for tests that check a feature leaves a family alone when its package offers
   * nothing (AppKit's polkadot and bip122).
   */
  interface ChainFamilies {
    polkadot: true
    bip122: true
  }
}

export const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

export const arbitrum: Network = {
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
}

export const solanaMainnet: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/** A second Solana network, as a local validator is configured. */
export const solanaLocal: Network = {
  id: 'PorticoLocal1111111111111111111',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899/local'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:PorticoLocal1111111111111111111',
}

export function testEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    isMobile: () => false,
    isIos: () => false,
    isAndroid: () => false,
    isMac: () => false,
    isSafari: () => false,
    isTelegram: () => false,
    now: () => Date.now(),
    storage: createMemoryStorage(),
    ...overrides,
  }
}

/** A connector driven by the test: it answers with `result` and lets the test emit wallet events. */
export function fakeConnector(
  overrides: Partial<Connector> & { result?: ConnectResult } = {},
): Connector & { emit(event: ConnectorEvent): void; calls: string[] } {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const calls: string[] = []
  const { result = { address: '0x00000000000000000000000000000000000000a1', chainId: 1 }, ...rest } = overrides
  return {
    id: 'test-wallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'io.portico.test' },
    async connect() {
      calls.push('connect')
      return result
    },
    async disconnect() {
      calls.push('disconnect')
    },
    async reconnect() {
      calls.push('reconnect')
      return result
    },
    async getProvider() {
      return { isTestProvider: true }
    },
    async switchNetwork(network) {
      calls.push(`switch:${network.caipNetworkId}`)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(event) {
      for (const listener of listeners) listener(event)
    },
    calls,
    ...rest,
  }
}

/**
 * A kit in basic mode (no remote config request) with an adapter that registers `connectors`, and no built-in
 * plugins unless `internals.builtins` lists some.
 */
export function testKit(
  options: Partial<AppKitOptions> & { connectors?: Connector[] } = {},
  internals: KitInternals = {},
) {
  const { connectors = [], ...rest } = options
  // The families' descriptions (WalletConnect, on-ramp, swaps, activity, label) as their chain packages give them; solana's only
  // when a Solana network is configured.
  const solanaAdapter: ChainAdapter = {
    namespace: 'solana',
    setup: () => undefined,
    ...solanaFamily,
    walletConnect: async () => solanaFamily.walletConnect,
  }
  return withKernel(createKit(
    {
      projectId: 'test-project',
      networks: [mainnet, arbitrum],
      basic: true,
      adapters: [
        {
          namespace: 'eip155',
          ...eip155Family,
          walletConnect: async () => eip155WalletConnect,
          swaps: async () => eip155Swaps,
          setup(context) {
            const offs = connectors.map((c) => context.registerConnector(c))
            return () => offs.forEach((off) => off())
          },
        },
        ...(rest.networks?.some((n) => n.chainNamespace === 'solana') ? [solanaAdapter] : []),
      ],
      ...rest,
    },
    // No built-in plugin unless a test asks: they would call the reference hosts.
    { env: testEnvironment(), builtins: {}, ...internals },
  ))
}

/** The internal API plus what tests set directly. */
type TestKernel = KernelApi & {
  /** Writes account fields of a chain family as a connection would (tests only). */
  setAccountProps(namespace: ChainNamespace, props: Partial<AccountState>): void
}

/** A kit that carries its internal API as `kernel`, for tests to drive and inspect it. */
export type TestKit = AppKit & { readonly kernel: TestKernel }

/** Gives a kit its internal API as `kernel` (tests only: the public instance has none). */
export function withKernel(kit: AppKit): TestKit {
  const api = getKernelApi(kit)
  const kernel: TestKernel = Object.assign(Object.create(api) as KernelApi, api, {
    setAccountProps(namespace: ChainNamespace, props: Partial<AccountState>) {
      const chain = api.state.chain.chains[namespace]
      if (!chain) throw new Error(`No ${namespace} chain in this kit`)
      Object.assign(chain.accountState, props)
    },
  })
  return Object.assign(kit, { kernel })
}

/** A plugin context of `kit` for plugin `id`, with `state` as its state slice: for tests of a plugin's parts. */
export function pluginContext<id extends string>(kit: AppKit, id: id, state: object = {}): PluginContext<id> {
  return createPluginContext(getKernelApi(kit), id, proxy(state)) as PluginContext<id>
}

/** The API plugin `id` gave its views in `kit`, once it is set up (tests only). */
export function pluginApi<id extends keyof PluginMap & string>(kit: AppKit, id: id): PluginApiOf<id> | undefined {
  return getKernelApi(kit).state.plugins[id]?.api as PluginApiOf<id> | undefined
}

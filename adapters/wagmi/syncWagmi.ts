import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { Address } from 'viem'
import { subscribe } from 'valtio/vanilla'
import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'
import type { Network } from '../../kernel/types/chain.js'
import type { Connector } from '../../kernel/types/connector.js'
import { toWagmiConnector } from './toWagmiConnector.js'

export interface SyncWagmiParameters {
  kit: AppKit
  config: Config
  /** The kit's eip155 networks. */
  networks: readonly Network[]
}

/**
 * Keeps a wagmi config in step with a kit: every eip155 connector the kit has (discovered extensions,
 * WalletConnect, the embedded wallet) is a connector of the config, and the kit's eip155 account (connected
 * or not, its address, its connector, its network) is written to wagmi's state whenever either side moves. wagmi's
 * own actions reach the kit through the connectors (`toWagmiConnector`). Returns the function that stops it.
 */
export function syncWagmi({ kit, config, networks }: SyncWagmiParameters): () => void {
  const api = getKernelApi(kit)
  const mirrors = new Map<Connector, WagmiConnector>()
  const connectedConnectorId = () => api.account.get('eip155')?.connectorId
  const modal = { kit, networks, connectedConnectorId }

  function syncConnectors(): void {
    const list = api.state.connectors.list.filter((c) => c.chain === 'eip155')
    const added: WagmiConnector[] = []
    const removed = new Set<WagmiConnector>()
    for (const connector of list)
      if (!mirrors.has(connector)) {
        const mirror = config._internal.connectors.setup(toWagmiConnector(connector, modal))
        mirrors.set(connector, mirror)
        added.push(mirror)
      }
    for (const [connector, mirror] of mirrors)
      if (!list.includes(connector)) {
        mirrors.delete(connector)
        removed.add(mirror)
      }
    if (added.length || removed.size) config._internal.connectors.setState((all) => [...all.filter((c) => !removed.has(c)), ...added])
  }

  function syncAccount(): void {
    const account = api.account.get('eip155')
    const chainId = Number(api.account.network('eip155')?.id)
    const knownChain = Number.isSafeInteger(chainId) && config.chains.some((c) => c.id === chainId)
    const { state } = config
    if (account?.status === 'connected' && account.address) {
      const connector = api.state.connectors.list.find((c) => c.chain === 'eip155' && c.id === account.connectorId)
      const mirror = connector && mirrors.get(connector)
      if (!mirror || !knownChain) return
      const address = account.address as Address
      const current = state.current ? state.connections.get(state.current) : undefined
      if (
        state.status === 'connected' &&
        state.connections.size === 1 &&
        current?.connector === mirror &&
        current.accounts[0] === address &&
        current.chainId === chainId
      )
        return
      config.setState((x) => ({
        ...x,
        chainId,
        current: mirror.uid,
        status: 'connected',
        connections: new Map([[mirror.uid, { accounts: [address], chainId, connector: mirror }]]),
      }))
      void config.storage?.setItem('recentConnectorId', mirror.id)
      return
    }
    // While the kit connects or restores, wagmi shows its own progress; a connect or reconnect wagmi runs itself
    // ends in its own state.
    if (account?.status === 'connecting' || state.status === 'connecting' || state.status === 'reconnecting') return
    const chain = knownChain ? { chainId } : {}
    if (state.status !== 'disconnected' || state.connections.size > 0 || (knownChain && state.chainId !== chainId))
      config.setState((x) => ({ ...x, ...chain, connections: new Map(), current: null, status: 'disconnected' }))
  }

  syncConnectors()
  syncAccount()
  const offs = [
    subscribe(api.state.connectors, () => {
      syncConnectors()
      syncAccount()
    }),
    subscribe(api.state.chain, syncAccount),
    // wagmi's own writes (hydration from storage, a reconnect that found nothing) give way to what the kit knows.
    config.subscribe((state) => state, syncAccount),
  ]
  return () => {
    for (const off of offs) off()
    config._internal.connectors.setState((all) => all.filter((c) => ![...mirrors.values()].includes(c)))
    mirrors.clear()
  }
}

import { ChainNotConfiguredError, createConnector, type CreateConnectorFn } from '@wagmi/core'
import type { Address, Chain } from 'viem'
import type { AppKit } from '../../kernel/createInstance.js'
import type { Network } from '../../kernel/types/chain.js'
import type { Connector } from '../../kernel/types/connector.js'

/** What a wagmi connector of a modal wallet asks the kit. */
export interface ModalConnection {
  kit: AppKit
  /** The kit's eip155 networks. */
  networks: readonly Network[]
  /** The id of the connector the kit's eip155 account is connected with, when it is connected. */
  connectedConnectorId(): string | undefined
}

/** wagmi's connector type of a modal connector (its `type` as wagmi's own connectors spell it). */
function wagmiConnectorType(type: Connector['type']): string {
  if (type === 'ANNOUNCED' || type === 'INJECTED') return 'injected'
  if (type === 'WALLET_CONNECT') return 'walletConnect'
  return type
}

/**
 * The wagmi connector of a wallet the modal can connect: the same id, name and icon, and the same provider. The
 * kit stays the one place a connection lives: connecting through wagmi connects in the kit (the wallet asks as
 * it does from the modal), disconnecting and switching chain through wagmi do it in the kit, and wagmi's
 * actions (`signMessage`, `sendTransaction`, `writeContract`, ...) reach the wallet through the provider the
 * modal connected. What the kit records is written back to wagmi by the adapter (`syncWagmi`).
 */
export function toWagmiConnector(connector: Connector, { kit, networks, connectedConnectorId }: ModalConnection): CreateConnectorFn {
  const isConnected = () => connectedConnectorId() === connector.id && kit.getAccount('eip155').isConnected
  const account = (): readonly Address[] => {
    const address = kit.getAddress('eip155')
    return isConnected() && address ? [address as Address] : []
  }
  const chainIdOf = (chains: readonly Chain[]) => {
    const id = Number(kit.getCaipNetwork('eip155')?.id)
    return Number.isSafeInteger(id) ? id : (chains[0] as Chain).id
  }
  return createConnector((config) => ({
    id: connector.id,
    name: connector.name,
    type: wagmiConnectorType(connector.type),
    ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      if (!isConnected()) {
        // A restore waits for the kit's own (it restores every session once it has started).
        if (isReconnecting) await kit.ready()
        else await kit.connect(connector.id, 'eip155')
        if (!isConnected()) throw new Error(`${connector.name} is not connected.`)
      }
      if (chainId !== undefined && chainId !== chainIdOf(config.chains)) await this.switchChain?.({ chainId })
      const accounts = account()
      return {
        accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
        chainId: chainIdOf(config.chains),
      }
    },
    async disconnect() {
      if (isConnected()) await kit.disconnect('eip155')
    },
    getAccounts: async () => account(),
    getChainId: async () => chainIdOf(config.chains),
    async getProvider() {
      // Only the connected wallet's provider: wagmi's reconnect asks every connector on mount, which waits here for
      // the kit's own restore, and loads no other wallet's SDK (WalletConnect's) for nothing.
      if (!isConnected()) await kit.ready()
      return isConnected() ? connector.getProvider?.() : undefined
    },
    async isAuthorized() {
      await kit.ready()
      return isConnected()
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((c) => c.id === chainId)
      const network = networks.find((n) => Number(n.id) === chainId)
      if (!chain || !network) throw new ChainNotConfiguredError()
      await kit.switchNetwork(network)
      return chain
    },
    // The kit listens to the wallet; the adapter writes what it records to wagmi.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}

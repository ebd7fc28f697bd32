import { ChainNotSupportedError, type ChainNamespace, type Network, type ConnectResult, type Connector, type WalletConnectCapability } from 'portico'
import type { WalletConnectController } from './createWalletConnectController.js'
import { AccountNotFoundError } from './errors.js'
import { pickSessionAccount, sessionHasChain, type WalletConnectSession } from './walletConnectProvider.js'

/** The id every WalletConnect connector has; one connector per chain family shares it. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface CreateWalletConnectConnectorParameters {
  namespace: ChainNamespace
  controller: WalletConnectController
  /** A chain family's place in a session (its chain package's `walletConnect` capability), when it has one. */
  family(namespace: ChainNamespace): WalletConnectCapability | undefined
  /** Resolves once the families' descriptions are loaded (before any session is read or proposed). */
  ready?: (() => Promise<void>) | undefined
  /** Whether the account shows `connecting` while the pairing waits: on iOS Safari and in Telegram (SPEC.md §4). */
  showsConnecting?: (() => boolean) | undefined
}

function walletInfo(session: WalletConnectSession | undefined): { name: string; icon?: string } | undefined {
  const metadata = session?.peer?.metadata
  if (!metadata?.name) return undefined
  const icon = metadata.icons?.find((i) => typeof i === 'string' && i)
  return { name: metadata.name, ...(icon ? { icon } : {}) }
}

/** The wallet's own name and icon, from the session, instead of "WalletConnect". */
function withWalletInfo(result: ConnectResult, session: WalletConnectSession | undefined): ConnectResult {
  const info = walletInfo(session)
  return info ? { ...result, walletInfo: info } : result
}

/**
 * The WalletConnect connector of one chain family (type WALLET_CONNECT). Every family's connector shares the
 * kit's provider and session; the SDK loads on the first connect or reconnect.
 *
 * @example
 * kernel.registerConnector(createWalletConnectConnector({ namespace: 'eip155', controller, family: (ns) => kernel.chain(ns).walletConnect }))
 */
export function createWalletConnectConnector({
  namespace,
  controller,
  family,
  ready = async () => undefined,
  showsConnecting = () => false,
}: CreateWalletConnectConnectorParameters): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: namespace,

    // SPEC.md §4: on iOS Safari and in Telegram, where the person is away in the wallet, the account is
    // `connecting` while the pairing waits, then `connected`; elsewhere it stays as it was until a wallet answers.
    showsConnecting,

    async connect({ network }) {
      await ready()
      const session = await controller.connect(namespace)
      const account = pickSessionAccount(session, namespace, network?.caipNetworkId)
      if (!account) throw new AccountNotFoundError({ namespace })
      controller.loadedProvider()?.setDefaultChain(account.caipNetworkId)
      return withWalletInfo({ address: account.address, chainId: account.chainId }, session)
    },

    async reconnect({ network }) {
      await ready()
      const provider = await controller.getProvider()
      const account = pickSessionAccount(provider.session, namespace, network?.caipNetworkId)
      if (!account) return null
      provider.setDefaultChain(account.caipNetworkId)
      return withWalletInfo({ address: account.address, chainId: account.chainId }, provider.session)
    },

    disconnect: () => controller.disconnect(),

    getProvider: () => controller.getProvider(),

    async switchNetwork(network: Network) {
      await ready()
      const provider = await controller.getProvider()
      // The kernel finds connectors by id, so the connector of another family may be asked: the network says
      // which family switches.
      if (!sessionHasChain(provider.session, network.caipNetworkId))
        throw new ChainNotSupportedError({
          details: `${network.name} (${network.caipNetworkId}) is not part of the WalletConnect session. Disconnect and connect again to approve it in the wallet.`,
        })
      provider.setDefaultChain(network.caipNetworkId)
      // The wallet follows where its family has a switch request: the chain is approved, so the provider
      // switches without another prompt.
      const request = family(network.chainNamespace)?.switchRequest?.(network)
      if (request) await provider.request(request, network.caipNetworkId)
    },

    subscribe: (listener) => controller.subscribe(namespace, listener),
  }
}

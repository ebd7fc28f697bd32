import type { AccountType, ChainNamespace, Connector, ConnectorEvent, ConnectResult, EmbeddedWalletInfo, Network, PluginContext } from 'portico'
import { AUTH_CONNECTOR_ID, type EmbeddedWallet, type EmbeddedWalletUser } from './createEmbeddedWallet.js'
import { createFrameProvider } from './createFrameProvider.js'
import type { FrameUser } from './frame/frameMessages.js'
import { clearLogin, WALLET_STORAGE_KEYS } from './walletStorage.js'

/** The account as AppKit's hosts read it (`getAccount().embeddedWalletInfo`), frozen: no host can change it. */
const embeddedWalletInfo = ({ email, username, authProvider }: EmbeddedWalletUser, accountType: AccountType): EmbeddedWalletInfo =>
  Object.freeze({
    user: Object.freeze({ email: email ?? null, username: username ?? null }),
    authProvider,
    accountType,
    isSmartAccountDeployed: false,
  })

/**
 * The embedded wallet's AUTH connector (`ID_AUTH`) for eip155 or solana (SPEC.md §7): its account lives in the
 * secure site's frame; its provider is the frame's (EIP-1193 on eip155, WalletConnect's Solana RPC on solana).
 * A login is restored after a reload while the frame's session lasts; disconnect clears the stored login data
 * and signs out (at most 3 s, SPEC.md §4).
 */
export function createAuthConnector(kernel: PluginContext<'embedded-wallet'>, wallet: EmbeddedWallet, namespace: ChainNamespace = 'eip155'): Connector {
  const provider = createFrameProvider(kernel, wallet, namespace)
  let accountType: AccountType = 'eoa'
  /** The person this connector's account last reported, to report a change (an email change) once. */
  let reported: EmbeddedWalletUser | undefined
  const result = (frameUser: FrameUser, network: Network | undefined): ConnectResult => {
    const authProvider = kernel.storage.getItem(WALLET_STORAGE_KEYS.authProvider) ?? 'email'
    const user = { email: frameUser.email ?? null, username: frameUser.userName ?? null, authProvider }
    accountType = frameUser.preferredAccountType ?? 'eoa'
    const info = embeddedWalletInfo(user, accountType)
    reported = user
    if (namespace === 'solana') {
      const solana = network ?? kernel.options.networks.find((n) => n.chainNamespace === 'solana')
      if (!frameUser.solanaAddress || !solana) throw new Error('No Solana account')
      wallet.setUser(user)
      return { address: frameUser.solanaAddress, chainId: solana.caipNetworkId, embeddedWalletInfo: info }
    }
    kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(frameUser.chainId))
    wallet.setUser(user)
    return { address: frameUser.address, chainId: Number(frameUser.chainId) || frameUser.chainId, embeddedWalletInfo: info }
  }
  const getUser = async (network: Network | undefined) => {
    // The frame's chain is the eip155 one; asking for the Solana account leaves it as it is.
    const evm = namespace === 'eip155' ? network : undefined
    return result(await wallet.request('GET_USER', evm ? { chainId: evm.id } : {}), network)
  }

  return {
    id: AUTH_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: namespace,
    connect: ({ network }) => getUser(network),
    async reconnect({ network }) {
      if (kernel.storage.getItem(WALLET_STORAGE_KEYS.loginUsed) !== 'true') return null
      const { isConnected } = await wallet.request('IS_CONNECTED')
      if (!isConnected) {
        clearLogin(kernel.storage)
        return null
      }
      return getUser(network)
    },
    async disconnect() {
      // The login stays while the embedded wallet is still connected on another chain family.
      const others = kernel.options.networks.map((n) => n.chainNamespace).filter((ns) => ns !== namespace)
      if (others.some((ns) => kernel.account.get(ns)?.status === 'connected' && kernel.account.get(ns)?.connectorId === AUTH_CONNECTOR_ID)) {
        // What this family asked and nobody answered yet ends with it ('Request was aborted').
        await wallet.abortPending()
        return
      }
      await wallet.signOut()
    },
    getProvider: () => Promise.resolve(provider),
    subscribe: (listener: (event: ConnectorEvent) => void) =>
      wallet.onUserChanged((user) => {
        if (!user || !reported || (user.email === reported.email && user.username === reported.username)) return
        reported = user
        listener({ type: 'embeddedWalletInfoChanged', embeddedWalletInfo: embeddedWalletInfo(user, accountType) })
      }),
    async switchNetwork(network) {
      // One Solana key serves every Solana network: the next request names its network.
      if (namespace === 'solana') return
      await wallet.request('SWITCH_NETWORK', { chainId: network.id })
      kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(network.id))
    },
  }
}

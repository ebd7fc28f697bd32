import { sanitizeName, type AccountType, type ChainNamespace, type Connector, type ConnectorEvent, type ConnectResult, type EmbeddedWalletCapability, type EmbeddedWalletInfo, type Network, type PluginContext } from 'portico'
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
 * The embedded wallet's AUTH connector (`ID_AUTH`) for one chain family whose package offers the embedded wallet
 * (`ChainAdapter.embeddedWallet()`, SPEC.md §7): its account lives in the secure site's frame; its provider is the
 * frame's, by the family's rules (EIP-1193 on eip155, WalletConnect's Solana RPC on solana). A login is restored
 * after a reload while the frame's session lasts; disconnect clears the stored login data and signs out (at most
 * 3 s, SPEC.md §4).
 */
export function createAuthConnector(kernel: PluginContext<'embedded-wallet'>, wallet: EmbeddedWallet, namespace: ChainNamespace): Connector {
  /** The family's rules, fetched with its first use. */
  const family = () => kernel.chain(namespace).embeddedWallet()
  const provider = createFrameProvider(kernel, wallet, namespace, family)
  let accountType: AccountType = 'eoa'
  /** The person this connector's account last reported, to report a change (an email change) once. */
  let reported: EmbeddedWalletUser | undefined
  const result = (rules: EmbeddedWalletCapability, frameUser: FrameUser, network: Network | undefined): ConnectResult => {
    const authProvider = kernel.storage.getItem(WALLET_STORAGE_KEYS.authProvider) ?? 'email'
    // The person's name comes from a login provider: shown only without hidden characters.
    const user = { email: frameUser.email ?? null, username: frameUser.userName == null ? null : sanitizeName(frameUser.userName), authProvider }
    accountType = frameUser.preferredAccountType ?? 'eoa'
    const info = embeddedWalletInfo(user, accountType)
    reported = user
    const account = rules.account(frameUser, network ?? kernel.options.networks.find((n) => n.chainNamespace === namespace))
    if (rules.followsNetwork) kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(frameUser.chainId))
    wallet.setUser(user)
    return { ...account, embeddedWalletInfo: info }
  }
  const getUser = async (network: Network | undefined) => {
    const rules = await family()
    // The frame's chain is one family's; asking for another family's account leaves it as it is.
    const chain = rules.followsNetwork ? network : undefined
    return result(rules, await wallet.request('GET_USER', chain ? { chainId: chain.id } : {}), network)
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
    async getProvider() {
      const { providerMethods } = await family()
      if (providerMethods) provider.methods = providerMethods
      return provider
    },
    subscribe: (listener: (event: ConnectorEvent) => void) =>
      wallet.onUserChanged((user) => {
        if (!user || !reported || (user.email === reported.email && user.username === reported.username)) return
        reported = user
        listener({ type: 'embeddedWalletInfoChanged', embeddedWalletInfo: embeddedWalletInfo(user, accountType) })
      }),
    async switchNetwork(network) {
      // A family whose requests name their network (one Solana key serves every Solana network) has nothing to switch.
      if (!(await family()).followsNetwork) return
      await wallet.request('SWITCH_NETWORK', { chainId: network.id })
      kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(network.id))
    },
  }
}

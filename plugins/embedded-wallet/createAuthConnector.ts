import { sanitizeName, type AccountType, type ChainNamespace, type Connector, type ConnectorEvent, type ConnectResult, type EmbeddedWalletCapability, type EmbeddedWalletInfo, type Network, type PluginContext } from 'portico'
import { AUTH_CONNECTOR_ID, type EmbeddedWallet, type EmbeddedWalletUser } from './createEmbeddedWallet.js'
import { createFrameProvider } from './createFrameProvider.js'
import type { FrameUser } from './frame/frameMessages.js'
import { clearLogin, PREFERRED_ACCOUNT_TYPES_KEY, WALLET_STORAGE_KEYS } from './walletStorage.js'

/** The account as AppKit's hosts read it (`getAccount().embeddedWalletInfo`), frozen: no host can change it. */
const embeddedWalletInfo = ({ email, username, authProvider }: EmbeddedWalletUser, accountType: AccountType, isSmartAccountDeployed = false): EmbeddedWalletInfo =>
  Object.freeze({
    user: Object.freeze({ email: email ?? null, username: username ?? null }),
    authProvider,
    accountType,
    isSmartAccountDeployed,
  })

/**
 * The account type the person prefers on a family: the one chosen on this device (persisted, SPEC.md §4), else the
 * kit's (SPEC.md §6 defaults and `defaultAccountTypes`).
 */
function preferredAccountType(kernel: PluginContext<'embedded-wallet'>, namespace: ChainNamespace): AccountType | undefined {
  try {
    const stored = JSON.parse(kernel.storage.getItem(PREFERRED_ACCOUNT_TYPES_KEY) ?? '{}') as Record<string, unknown>
    const type = stored[namespace]
    if (type === 'eoa' || type === 'smartAccount') return type
  } catch {
    // an unreadable entry: the kit's default
  }
  return kernel.account.get(namespace)?.preferredAccountTypes?.[namespace]
}

/** The networks with smart accounts, as the frame names them, kept in storage (SPEC.md §3). */
async function smartAccountNetworks(kernel: PluginContext<'embedded-wallet'>, wallet: EmbeddedWallet): Promise<number[]> {
  try {
    const { smartAccountEnabledNetworks } = await wallet.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    kernel.storage.setItem(WALLET_STORAGE_KEYS.smartAccountEnabledNetworks, smartAccountEnabledNetworks.join(','))
    return smartAccountEnabledNetworks
  } catch {
    // A secure site that does not answer: the networks last stored.
    const stored = kernel.storage.getItem(WALLET_STORAGE_KEYS.smartAccountEnabledNetworks) ?? ''
    return stored.split(',').filter(Boolean).map(Number).filter(Number.isSafeInteger)
  }
}

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
  /** The address last reported, and who listens for a new one (the account type follows the network). */
  let address: string | undefined
  const addressListeners = new Set<(event: ConnectorEvent) => void>()
  const result = (rules: EmbeddedWalletCapability, frameUser: FrameUser, network: Network | undefined, smartNetworks: number[] | undefined): ConnectResult => {
    const authProvider = kernel.storage.getItem(WALLET_STORAGE_KEYS.authProvider) ?? 'email'
    // The person's name comes from a login provider: shown only without hidden characters.
    const user = { email: frameUser.email ?? null, username: frameUser.userName == null ? null : sanitizeName(frameUser.userName), authProvider }
    accountType = frameUser.preferredAccountType ?? 'eoa'
    const deployed = frameUser.smartAccountDeployed ?? false
    const info = embeddedWalletInfo(user, accountType, deployed)
    reported = user
    const account = rules.account(frameUser, network ?? kernel.options.networks.find((n) => n.chainNamespace === namespace))
    if (rules.followsNetwork) kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(frameUser.chainId))
    wallet.setUser(user)
    if (!rules.followsNetwork) return { ...account, embeddedWalletInfo: info }
    address = account.address
    // The family of the frame's chain: its accounts (the smart account and the EOA), their types and the networks
    // with smart accounts (SPEC.md §3, §6).
    return {
      ...account,
      embeddedWalletInfo: info,
      accountType,
      preferredAccountType: preferredAccountType(kernel, namespace),
      allAccounts: (frameUser.accounts ?? [{ address: frameUser.address, type: accountType }]).map((a) => ({ ...a })),
      smartAccountDeployed: deployed,
      ...(smartNetworks && { smartAccountEnabledNetworks: smartNetworks }),
    }
  }
  const getUser = async (network: Network | undefined) => {
    const rules = await family()
    // The frame's chain is one family's; asking for another family's account leaves it as it is.
    const chain = rules.followsNetwork ? network : undefined
    const type = chain && preferredAccountType(kernel, namespace)
    const frameUser = await wallet.request('GET_USER', chain ? { chainId: chain.id, ...(type === 'eoa' || type === 'smartAccount' ? { preferredAccountType: type } : {}) } : {})
    return result(rules, frameUser, network, chain && (await smartAccountNetworks(kernel, wallet)))
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
    // SPEC.md §2: leaving the Farcaster view unconnected starts the frame over (what it was waiting for is dropped).
    reload: () => void wallet.request('RELOAD').catch(() => undefined),
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
    subscribe(listener: (event: ConnectorEvent) => void) {
      addressListeners.add(listener)
      const off = wallet.onUserChanged((user) => {
        if (!user || !reported || (user.email === reported.email && user.username === reported.username)) return
        reported = user
        listener({ type: 'embeddedWalletInfoChanged', embeddedWalletInfo: embeddedWalletInfo(user, accountType) })
      })
      return () => {
        addressListeners.delete(listener)
        off()
      }
    },
    async switchNetwork(network) {
      // A family whose requests name their network (one Solana key serves every Solana network) has nothing to switch.
      if (!(await family()).followsNetwork) return
      await wallet.request('SWITCH_NETWORK', { chainId: network.id })
      kernel.storage.setItem(WALLET_STORAGE_KEYS.lastUsedChain, String(network.id))
      // The account type follows the network (SPEC.md §6: smart accounts per network; the EOA elsewhere).
      const before = address
      const next = await getUser(network)
      if (next.address !== before)
        for (const listener of [...addressListeners])
          listener({ type: 'accountsChanged', address: next.address, allAccounts: next.allAccounts, accountType: next.accountType, smartAccountDeployed: next.smartAccountDeployed })
    },
  }
}

import type {
  AccountType,
  ChainNamespace,
  Connector,
  ConnectorEvent,
  ConnectResult,
  EmbeddedWalletInfo,
  Network,
  PluginContext,
} from 'portico'
import { AUTH_CONNECTOR_ID, SIGN_OUT_TIMEOUT_MS, type EmailController } from './createEmailController.js'
import { createFrameProvider } from './createFrameProvider.js'
import { clearEmailLogin, EMAIL_STORAGE_KEYS } from './emailStorage.js'
import type { FrameUser } from './frame/frameMessages.js'

/** The account as AppKit's hosts read it (`getAccount().embeddedWalletInfo`), frozen: no host can change it. */
const embeddedWalletInfo = (user: EmbeddedWalletInfo['user'], accountType: AccountType): EmbeddedWalletInfo =>
  Object.freeze({ user: Object.freeze(user), authProvider: 'email', accountType, isSmartAccountDeployed: false })

/**
 * The embedded wallet's AUTH connector (`ID_AUTH`) for eip155 or solana (SPEC.md §7): its account lives in the
 * secure site's frame; its provider is the frame's (EIP-1193 on eip155, WalletConnect's Solana RPC on solana).
 * A login is restored after a reload while the frame's session lasts; disconnect clears the stored login data
 * and signs out (at most 3 s, SPEC.md §4).
 */
export function createAuthConnector(
  kernel: PluginContext<'email'>,
  controller: EmailController,
  onConnected: (connected: boolean) => void = () => {},
  namespace: ChainNamespace = 'eip155',
): Connector {
  const provider = createFrameProvider(kernel, controller, namespace)
  // Kept to follow an email change.
  let info: EmbeddedWalletInfo | undefined
  const result = (user: FrameUser, network: Network | undefined): ConnectResult => {
    info = embeddedWalletInfo({ email: user.email ?? null, username: user.userName ?? null }, user.preferredAccountType ?? 'eoa')
    if (namespace === 'solana') {
      const solana = network ?? kernel.options.networks.find((n) => n.chainNamespace === 'solana')
      if (!user.solanaAddress || !solana) throw new Error('No Solana account')
      onConnected(true)
      return { address: user.solanaAddress, chainId: solana.caipNetworkId, embeddedWalletInfo: info }
    }
    kernel.storage.setItem(EMAIL_STORAGE_KEYS.lastUsedChain, String(user.chainId))
    if (user.email) {
      kernel.storage.setItem(EMAIL_STORAGE_KEYS.email, user.email)
      kernel.state.email = user.email
    }
    onConnected(true)
    return { address: user.address, chainId: Number(user.chainId) || user.chainId, embeddedWalletInfo: info }
  }
  const getUser = async (network: Network | undefined) => {
    // The frame's chain is the eip155 one; asking for the Solana account leaves it as it is.
    const evm = namespace === 'eip155' ? network : undefined
    return result(await (await controller.bridge()).request('GET_USER', evm ? { chainId: evm.id } : {}), network)
  }

  return {
    id: AUTH_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: namespace,
    connect: ({ network }) => getUser(network),
    async reconnect({ network }) {
      if (kernel.storage.getItem(EMAIL_STORAGE_KEYS.emailLoginUsed) !== 'true') return null
      const { isConnected } = await (await controller.bridge()).request('IS_CONNECTED')
      if (!isConnected) {
        clearEmailLogin(kernel.storage)
        return null
      }
      return getUser(network)
    },
    async disconnect() {
      // The login stays while the embedded wallet is still connected on the other chain family.
      const other = kernel.account.get(namespace === 'solana' ? 'eip155' : 'solana')
      if (other?.status === 'connected' && other.connectorId === AUTH_CONNECTOR_ID) return
      onConnected(false)
      info = undefined
      clearEmailLogin(kernel.storage)
      kernel.state.email = undefined
      const bridge = await controller.bridge()
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          bridge.request('SIGN_OUT'),
          new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_TIMEOUT_MS))),
        ])
      } finally {
        clearTimeout(timer)
      }
    },
    getProvider: () => Promise.resolve(provider),
    subscribe: (listener: (event: ConnectorEvent) => void) =>
      controller.onEmailChanged((email) => {
        if (!info) return
        info = embeddedWalletInfo({ ...info.user, email }, info.accountType)
        listener({ type: 'embeddedWalletInfoChanged', embeddedWalletInfo: info })
      }),
    async switchNetwork(network) {
      // One Solana key serves every Solana network: the next request names its network.
      if (namespace === 'solana') return
      await (await controller.bridge()).request('SWITCH_NETWORK', { chainId: network.id })
      kernel.storage.setItem(EMAIL_STORAGE_KEYS.lastUsedChain, String(network.id))
    },
  }
}

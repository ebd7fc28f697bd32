import { definePlugin, type ChainNamespace, type ConnectMethodRegistration, type Plugin, type PluginContext, type Wallet, type WalletConnectCapability } from 'portico'
import { createPairing, initialPairingState, type Pairing, type PairingState } from './pairing.js'
import { buildNamespaces } from './buildNamespaces.js'
import { createWalletConnectController, type WalletConnectController } from './createWalletConnectController.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { registerChainIdReader } from './walletConnectProvider.js'

export { buildNamespaces } from './buildNamespaces.js'
export type { BuildNamespacesParameters, ProposalNamespace, ProposalNamespaces } from './buildNamespaces.js'
export { WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'
export { AccountNotFoundError, ConnectionCancelledError, ConnectionDeclinedError, WalletConnectSetupError } from './errors.js'

/** WalletConnect's production relay, the default of `apiUrls.relay`. */
export const PRODUCTION_RELAY_URL = 'wss://relay.walletconnect.org'

export interface WalletConnectPluginOptions {
  /**
   * Skips WalletConnect's Verify step (an iframe from a WalletConnect host on every connect and request,
   * INFRA.md). Default: skipped unless `apiUrls.relay` is WalletConnect's production relay, so a local relay
   * (`ws://127.0.0.1:PORT`) works offline.
   */
  disableVerify?: boolean
  /** Lets the SDK send telemetry to WalletConnect. Default: only with the production relay. */
  telemetry?: boolean
  /** Prefix of the SDK's storage keys; give each kit on one page its own. Default `'portico'`. */
  customStoragePrefix?: string
  /**
   * Fetches the SDK ahead of a pick: when the visitor points at or focuses WalletConnect or a directory wallet
   * without an extension, or opens All Wallets; at once on mobile. Default true.
   */
  prefetch?: boolean
}

/**
 * Whether a relay URL is WalletConnect's production relay.
 *
 * @example
 * isProductionRelay('wss://relay.walletconnect.org') // true
 * isProductionRelay('ws://127.0.0.1:4500') // false
 */
export function isProductionRelay(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'wss:' && /^relay\.walletconnect\.(org|com)$/u.test(hostname)
  } catch {
    return false
  }
}

const loadSdk = () => import('./createUniversalProvider.js')

/**
 * Fetches the SDK (without starting it) once the visitor heads for WalletConnect (the modal's CONNECT_INTENT
 * signal: a directory wallet without an extension, All Wallets, or the plugin's own row), or at once on mobile,
 * where WalletConnect is the main path. The built-in plugin loads on use: set up while the modal is open to a
 * visitor not connected, it came on such an intent, and fetches the SDK at once too.
 */
function prefetchOnIntent(kernel: PluginContext): () => void {
  const prefetch = () => {
    off()
    // A prefetch: should it fail, the connect that needs the SDK fails too and says so (WalletConnectSetupError).
    void loadSdk().catch(() => {})
  }
  const off = kernel.events.on('CONNECT_INTENT', (intent: { via?: string | undefined } | undefined) => {
    // Another plugin's row is not a way to WalletConnect.
    if (!intent?.via || intent.via === kernel.id) prefetch()
  })
  if (kernel.env.isMobile() || (kernel.kit.modal.open && !kernel.account.get()?.address)) prefetch()
  return off
}

/**
 * The WalletConnect plugin: a WALLET_CONNECT connector for each configured chain family whose chain package
 * describes its place in a session (the `walletConnect` capability: methods, events, chain ids), and the views that pair a wallet by QR code or deep link. The SDK
 * (`@walletconnect/universal-provider`) loads only on a WalletConnect path. The built-in plugin (feature
 * `walletConnect`, on by default) is `walletConnect()`; to pass options, turn the feature off and add yours.
 *
 * @example
 * createAppKit({ ..., features: { walletConnect: false }, plugins: [walletConnect({ customStoragePrefix: 'shop' })] })
 */
declare module 'portico' {
  interface PluginMap {
    walletconnect: { state: PairingState; api: WalletConnectApi }
  }
  interface ViewDataMap {
    ConnectingWalletConnect: { wallet?: Wallet | undefined; connectorId?: string | undefined } | undefined
    ConnectingWalletConnectBasic: undefined
  }
}

/**
 * WalletConnect's row in Connect (SPEC.md §6 connector type order: its `walletConnect` section), which also pairs
 * the directory wallets that have no extension here, and the basic view a kit without chain adapters opens on.
 */
const CONNECT_ROW = {
  id: 'walletConnect',
  method: 'wallet',
  section: 'walletConnect',
  label: 'WalletConnect',
  icon: 'qr',
  view: 'ConnectingWalletConnect',
  connectsWallets: true,
  startView: 'ConnectingWalletConnectBasic',
} as const satisfies ConnectMethodRegistration

/** What the plugin's views use: the controller and the pairing it shows. */
export type WalletConnectApi = WalletConnectController & { pairing: Pairing }

export function walletConnect(pluginOptions: WalletConnectPluginOptions = {}): Plugin<'walletconnect'> {
  return definePlugin({
    id: 'walletconnect',
    strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
    views: {
      ConnectingWalletConnect: () => import('./views/ConnectingWalletConnectView.js'),
      ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasicView.js'),
    },
    state: initialPairingState,
    setup(kernel) {
      const { options } = kernel
      const pairing = createPairing(kernel)
      // The default network's family first: the kernel connects the first connector with this id.
      const first = options.defaultNetwork ?? options.networks[0]
      const configured = new Set([...(first ? [first] : []), ...options.networks].map((n) => n.chainNamespace))
      const namespaces = [...configured].filter((namespace) => kernel.chain(namespace).has('walletConnect'))
      // Each family's place in a session, as its chain package describes it: loaded now, awaited before a connect.
      const families = new Map<ChainNamespace, WalletConnectCapability>()
      const forget: (() => void)[] = []
      const loading = Promise.all(
        namespaces.map(async (namespace) => {
          const family = await kernel.chain(namespace).walletConnect()
          families.set(namespace, family)
          forget.push(registerChainIdReader(namespace, family.chainId))
        }),
      )
      // A chunk that failed to load rejects the connect that awaits it; nothing else waits on it.
      loading.catch(() => undefined)
      const ready = async () => void (await loading)
      const served = (namespace: ChainNamespace) => families.get(namespace)
      const relayUrl = options.apiUrls?.relay ?? PRODUCTION_RELAY_URL
      const production = isProductionRelay(relayUrl)
      const controller = createWalletConnectController({
        kernel: { walletConnect: pairing },
        namespaces: () => buildNamespaces({ networks: options.networks, customRpcUrls: options.customRpcUrls, family: served }),
        loadProvider: () =>
          loadSdk().then(({ createUniversalProvider }) =>
            createUniversalProvider({
              projectId: options.projectId,
              relayUrl,
              metadata: options.metadata,
              customStoragePrefix: pluginOptions.customStoragePrefix ?? 'portico',
              disableVerify: pluginOptions.disableVerify ?? !production,
              telemetryEnabled: pluginOptions.telemetry ?? production,
            }),
          ),
      })
      const { env } = kernel
      const showsConnecting = () => (env.isIos() && env.isSafari()) || env.isTelegram()
      const cleanups: (() => void)[] = [pairing.stop, () => forget.forEach((off) => off())]
      for (const namespace of namespaces)
        cleanups.push(kernel.registerConnector(createWalletConnectConnector({ namespace, controller, family: served, ready, showsConnecting })))
      if (pluginOptions.prefetch !== false) cleanups.push(prefetchOnIntent(kernel))
      // Its row in Connect's wallet list, and the view that pairs a directory wallet without an extension.
      cleanups.push(kernel.registerConnectMethod(CONNECT_ROW))
      return {
        api: Object.assign(controller, { pairing }),
        async teardown() {
          for (const cleanup of cleanups.reverse()) cleanup()
          await controller.destroy()
        },
      }
    },
  })
}

export default walletConnect()

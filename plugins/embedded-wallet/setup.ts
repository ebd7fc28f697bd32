import { AlertErrors, type ChainNamespace, type PluginContext, type PluginSetupResult } from 'portico'
import { subscribe } from 'valtio/vanilla'
import { createAuthConnector } from './createAuthConnector.js'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'
import { stopRequests } from './createFrameProvider.js'
import type { FrameBridge } from './frame/createFrameBridge.js'
import { frameLocale } from './frame/frameLocale.js'
import { isOriginAllowed } from './frame/isOriginAllowed.js'

/** The reference product's secure site, the default of `apiUrls.secureSite`. */
export const PRODUCTION_SECURE_SITE_URL = 'https://secure.walletconnect.org/sdk'

/** The kit version the frame is told (its `version` query parameter). */
const FRAME_SDK_VERSION = 'portico-0.1.0'

/** Runs `work` when the browser is idle (soon after, where there is no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 5000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 1000)
  return () => clearTimeout(handle)
}

/**
 * The frame's first chain: the active (else first) network of the family whose network the frame follows. Every
 * family's rules come with the frame, so a login connects each family without fetching more.
 */
async function frameNetwork(kernel: PluginContext<'embedded-wallet'>, families: readonly ChainNamespace[]) {
  const rules = await Promise.all(families.map((ns) => kernel.chain(ns).embeddedWallet()))
  const ns = families.find((_, i) => rules[i]?.followsNetwork)
  return ns && (kernel.account.network(ns) ?? kernel.options.networks.find((n) => n.chainNamespace === ns))
}

function bridgeLoader(kernel: PluginContext<'embedded-wallet'>, families: readonly ChainNamespace[]) {
  let bridge: Promise<FrameBridge> | undefined
  const load = () =>
    (bridge ??= Promise.all([import('./frame/createFrameBridge.js'), frameNetwork(kernel, families)]).then(([{ createFrameBridge }, network]) => {
      return createFrameBridge({
        url: kernel.options.apiUrls?.secureSite ?? PRODUCTION_SECURE_SITE_URL,
        projectId: kernel.options.projectId,
        chainId: network?.id ?? 1,
        version: FRAME_SDK_VERSION,
        alert: kernel.alert,
      })
    }, (error: unknown) => {
      bridge = undefined
      throw error
    }))
  return {
    load,
    destroy: () =>
      void bridge?.then(
        (b) => b.destroy(),
        () => undefined, // a bridge that never loaded has no frame to remove
      ),
  }
}

/**
 * The embedded wallet's setup: its API (the wallet), one AUTH connector per chain family it serves, the frame's
 * theme and language, the Account view's actions for a logged-in person, and the origin check.
 */
export function setUpEmbeddedWallet(kernel: PluginContext<'embedded-wallet'>): PluginSetupResult<'embedded-wallet'> {
  // The configured chain families whose package offers the embedded wallet (`ChainAdapter.embeddedWallet()`).
  const families = [...new Set(kernel.options.networks.map((n) => n.chainNamespace))].filter((ns) => kernel.chain(ns).has('embeddedWallet'))
  const bridge = bridgeLoader(kernel, families)
  // The approval inside the frame takes the modal's theme once the frame is up, and whenever it changes (SPEC.md
  // §3 theme sync).
  let themed: FrameBridge | undefined
  let themedFrame: Promise<void> | undefined
  // Its language too: the modal's locale, which the frame matches to one of its own catalogues.
  const syncTheme = (frame: FrameBridge) => {
    const { themeMode, themeVariables, locale } = kernel.kit.theme
    void frame
      .request('SYNC_THEME', { themeMode, themeVariables: { ...themeVariables } })
      .catch(() => undefined) // a frame that went away is made again, and synced, by the next request
    void frame
      .request('SYNC_LOCALE', { locale: frameLocale(locale) })
      .catch(() => undefined) // as the theme: the next frame is synced when it is made

  }
  const offTheme = subscribe(kernel.kit.theme, () => themed && syncTheme(themed))
  // The frame is made ahead of the first login, when the browser has nothing else to do, if a login method asks.
  let cancelIdle = () => {}
  let warming = false
  const warmUp = () => {
    if (warming) return
    warming = true
    cancelIdle = whenIdle(() =>
      void wallet.bridge().then(
        (b) => b.load(),
        () => undefined, // an idle warm-up: the login that needs the frame retries and reports its own failure
      ),
    )
  }
  const wallet = createEmbeddedWallet({
    kernel,
    families,
    warmUp,
    loadBridge: () =>
      bridge.load().then(async (b) => {
        const frame = b.load()
        await frame
        // Each frame the bridge makes (again after a failed load) is synced once.
        if (themedFrame !== frame) {
          themedFrame = frame
          syncTheme((themed = b))
        }
        return b
      }),
  })
  // The Account view's passkey action, for a logged-in person (README "The embedded wallet's account").
  const offUser = wallet.onUserChanged((user) => void import('./passkey.js').then(({ offerPasskey }) => offerPasskey(kernel, wallet, user)))
  // The Account view's account type action, while a person is logged in (SPEC.md §4 preferred account type).
  let offAccountType: (() => void) | undefined
  const offTypeAction = wallet.onUserChanged((user) => {
    offAccountType?.()
    offAccountType = user ? kernel.registerAccountAction({ id: 'accountType', label: 'wallet.accountType', view: 'AccountType' }) : undefined
  })
  // One AUTH connector per chain family the embedded wallet serves (a login connects them all).
  const offs = families.map((namespace) => kernel.registerConnector(createAuthConnector(kernel, wallet, namespace)))
  // SPEC.md §5 origin check: a page the project does not allow gets Invalid App Configuration (an empty list
  // is what a failed lookup gives, and says nothing about the page).
  void kernel.api
    .directory()
    .then((directory) => directory.fetchAllowedOrigins())
    .then(
      (origins) => {
        if (origins.length && !isOriginAllowed(location.origin, origins)) kernel.alert.show(AlertErrors.INVALID_APP_CONFIGURATION)
      },
      () => undefined, // no directory client: no list to check against
    )
  return {
    api: wallet,
    teardown() {
      offTheme()
      offUser()
      offTypeAction()
      offAccountType?.()
      cancelIdle()
      for (const off of offs) off()
      stopRequests(kernel)
      bridge.destroy()
    },
  }
}

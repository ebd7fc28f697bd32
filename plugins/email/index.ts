import { AlertErrors, definePlugin, type PluginContext } from 'portico'
import { createAuthConnector } from './createAuthConnector.js'
import { createEmailController, EMBEDDED_WALLET_NAMESPACES, type EmailController, type EmailState } from './createEmailController.js'
import type { FrameBridge } from './frame/createFrameBridge.js'
import { isOriginAllowed } from './isOriginAllowed.js'

export { AUTH_CONNECTOR_ID } from './createEmailController.js'
export type { EmailController, EmailState } from './createEmailController.js'
export { EMAIL_STORAGE_KEYS } from './emailStorage.js'

/** The reference product's secure site, the default of `apiUrls.secureSite`. */
export const PRODUCTION_SECURE_SITE_URL = 'https://secure.walletconnect.org/sdk'

/** The kit version the frame is told (its `version` query parameter). */
const FRAME_SDK_VERSION = 'portico-0.1.0'

declare module 'portico' {
  interface PluginMap {
    email: { state: EmailState; api: EmailController }
  }
  interface ViewDataMap {
    EmailVerifyOtp: undefined
    EmailVerifyDevice: undefined
    UpdateEmailWallet: undefined
    UpdateEmailPrimaryOtp: undefined
    UpdateEmailSecondaryOtp: undefined
  }
}

/** Runs `work` when the browser is idle (soon after, where there is no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 5000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 1000)
  return () => clearTimeout(handle)
}

function bridgeLoader(kernel: PluginContext<'email'>) {
  let bridge: Promise<FrameBridge> | undefined
  const load = () =>
    (bridge ??= import('./frame/createFrameBridge.js').then(({ createFrameBridge }) => {
      const network = kernel.account.network('eip155') ?? kernel.options.networks.find((n) => n.chainNamespace === 'eip155')
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
 * The embedded wallet with email login (SPEC.md §4; feature `email`, on by default): the email field in
 * Connect, the code and device views, email change, and the AUTH connector (`ID_AUTH`) for eip155 and solana whose keys
 * live only in the secure site's hidden frame (`apiUrls.secureSite`), which also shows every signature and
 * transaction for approval (ApproveTransaction). The frame is created when the browser is idle or on first need.
 *
 * @example
 * createAppKit({ ..., features: { email: true }, apiUrls: { secureSite: 'https://secure.example/sdk' } })
 */
export default definePlugin({
  id: 'email',
  namespaces: ['eip155', 'solana'],
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    EmailVerifyOtp: () => import('./views/EmailVerifyOtpView.js'),
    EmailVerifyDevice: () => import('./views/EmailVerifyDeviceView.js'),
    ApproveTransaction: () => import('./views/ApproveTransactionView.js'),
    UpdateEmailWallet: () => import('./views/UpdateEmailWalletView.js'),
    UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtpView.js'),
    UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtpView.js'),
  },
  connectSlots: { email: () => import('./views/ConnectEmail.js') },
  state: () => ({}),
  setup(kernel) {
    const bridge = bridgeLoader(kernel)
    const controller = createEmailController({
      kernel,
      loadBridge: () =>
        bridge.load().then(async (b) => {
          await b.load()
          return b
        }),
    })
    // The Account view's "Edit email" while the embedded wallet is connected.
    let removeAction: (() => void) | undefined
    const onConnected = (connected: boolean) => {
      removeAction?.()
      removeAction = connected ? kernel.registerAccountAction({ id: 'edit-email', label: 'email.edit', view: 'UpdateEmailWallet' }) : undefined
    }
    // One AUTH connector per chain family the embedded wallet serves (the login connects the configured ones).
    const offs = EMBEDDED_WALLET_NAMESPACES.map((namespace) =>
      kernel.registerConnector(createAuthConnector(kernel, controller, onConnected, namespace)),
    )
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
    // The frame is made ahead of the first login, when the browser has nothing else to do.
    const cancelIdle = whenIdle(() =>
      void controller.bridge().then(
        (b) => b.load(),
        () => undefined, // an idle warm-up: the login that needs the frame retries and reports its own failure

      ),
    )
    return {
      api: controller,
      teardown() {
        cancelIdle()
        for (const off of offs) off()
        bridge.destroy()
      },
    }
  },
})

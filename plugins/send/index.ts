import { definePlugin } from 'portico'
import { createSendController, initialSendState, type SendEventProperties } from './createSendController.js'

export { createSendController, initialSendState } from './createSendController.js'
export type { CreateSendControllerParameters, SendController, SendEventProperties, SendState } from './createSendController.js'
export {
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidAmountError,
  NameNotFoundError,
  NameResolutionError,
  SendDetailsRequiredError,
  SendValidationError,
  TokenRequiredError,
  TooManyDecimalsError,
} from './errors.js'
export type { SendIssueCode } from './errors.js'
export { listSendTokens } from './listSendTokens.js'
export type { SendToken } from './listSendTokens.js'
export { lookupProfileName, profileAddress } from './lookupProfileName.js'
export type { ProfileAccount } from './lookupProfileName.js'

declare module 'portico' {
  interface ViewDataMap {
    /** The send form (SPEC.md §4 Sending), the Account view's Send. */
    WalletSend: undefined
  }
  interface EventMap {
    SEND_INITIATED: SendEventProperties
    SEND_SUCCESS: SendEventProperties & { hash: string }
  }
}

/**
 * The Send plugin (SPEC.md §4 Sending; feature `send`, on by default): the WalletSend form (token, amount,
 * receiver address or name) and the WalletSendPreview step that sends through the connected wallet. It knows
 * no chain family: addresses, amounts, names and sending are capabilities of the active chain's package
 * (`kernel.chain()`), and a chain whose package lacks them answers 'Unsupported chain' (SPEC.md §5, §9).
 *
 * @example
 * createAppKit({ ..., features: { send: true } }) // the built-in plugin; or plugins: [send]
 */
export default definePlugin({
  id: 'send',
  // No `namespaces`: the plugin works on every chain family whose package offers what sending needs.
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    WalletSend: () => import('./views/WalletSendView.js'),
    WalletSendPreview: () => import('./views/WalletSendPreviewView.js'),
  },
  state: initialSendState,
  setup(context) {
    // SPEC.md §2: the Account view's send button.
    context.registerWalletFeature({ id: 'send', label: 'feature.send', view: 'WalletSend', needs: ['address', 'amounts', 'sendNative'] })
    const controller = createSendController({ kernel: context })
    return { api: controller, teardown: () => controller.destroy() }
  },
})

import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createSendController, initialSendState } from './createSendController.js'

export { createSendController, initialSendState } from './createSendController.js'
export type { CreateSendControllerParameters, SendController, SendState } from './createSendController.js'
export {
  ChainMismatchError,
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidTransactionHashError,
  NameNotFoundError,
  NameResolutionError,
  SendDetailsRequiredError,
  SendValidationError,
  TokenRequiredError,
  TooManyDecimalsError,
  UnsupportedChainError,
  WalletProviderNotFoundError,
} from './errors.js'
export type { SendIssueCode } from './errors.js'
export { listSendTokens } from './listSendTokens.js'
export type { SendToken } from './listSendTokens.js'
export { evmCoinType, lookupProfileName } from './lookupProfileName.js'
export type { ProfileAccount } from './lookupProfileName.js'
export { formatAmount, parseAmount } from './parseAmount.js'
export type { AmountIssue } from './parseAmount.js'

/**
 * The Send plugin (SPEC.md §4 Sending; feature `send`, on by default): the WalletSend form (token, amount,
 * receiver address or name) and the WalletSendPreview step that sends through the connected wallet. Sends the
 * native currency or an ERC20 on eip155; on any other chain family the form answers 'Unsupported chain' until
 * that family's sending arrives (SPEC.md §5, §9).
 *
 * @example
 * createAppKit({ ..., features: { send: true } }) // the built-in plugin; or plugins: [send]
 */
export default definePlugin({
  id: 'send',
  namespaces: ['eip155', 'solana'],
  views: {
    WalletSend: () => import('./views/WalletSendView.js'),
    WalletSendPreview: () => import('./views/WalletSendPreviewView.js'),
  },
  state: initialSendState,
  setup(context) {
    const controller = createSendController({ kernel: context })
    return { api: controller, teardown: () => controller.destroy() }
  },
})

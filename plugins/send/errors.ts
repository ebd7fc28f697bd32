import { BaseError, type BaseErrorParameters } from 'portico'

/** What stops a send, by the catalogue key the form shows for it (`send.error.<code>`). */
export type SendIssueCode =
  | 'unsupportedChain'
  | 'required'
  | 'tokenRequired'
  | 'invalidAmount'
  | 'tooManyDecimals'
  | 'insufficientBalance'
  | 'invalidAddress'
  | 'nameNotFound'
  | 'resolveFailed'
  | 'insufficientFee'

/**
 * A send the form refuses (SPEC.md §5). `code` names the message in the catalogue, `values` fill its
 * placeholders; `shortMessage` is the English text (SPEC.md wording where SPEC.md has one).
 */
export class SendValidationError extends BaseError {
  override name = 'SendValidationError'
  readonly code: SendIssueCode
  readonly values: Readonly<Record<string, string | number>>
  constructor(code: SendIssueCode, shortMessage: string, values: Record<string, string | number> = {}, parameters?: BaseErrorParameters) {
    super(shortMessage, parameters)
    this.code = code
    this.values = values
  }
}

/** SPEC.md §5: no amount (or zero) or no receiver. */
export class SendDetailsRequiredError extends SendValidationError {
  override name = 'SendDetailsRequiredError'
  constructor() {
    super('required', 'An amount and receiver address are required')
  }
}

/** SPEC.md §5: no token picked. */
export class TokenRequiredError extends SendValidationError {
  override name = 'TokenRequiredError'
  constructor() {
    super('tokenRequired', 'A token is required')
  }
}

/** The amount is not a plain decimal number. */
export class InvalidAmountError extends SendValidationError {
  override name = 'InvalidAmountError'
  constructor() {
    super('invalidAmount', 'Invalid amount')
  }
}

/** The amount has more decimals than the token. */
export class TooManyDecimalsError extends SendValidationError {
  override name = 'TooManyDecimalsError'
  constructor({ symbol, decimals }: { symbol: string; decimals: number }) {
    super('tooManyDecimals', `${symbol} allows at most ${decimals} decimals`, { symbol, decimals })
  }
}

/** The amount is more than the account holds. */
export class InsufficientBalanceError extends SendValidationError {
  override name = 'InsufficientBalanceError'
  constructor({ symbol }: { symbol: string }) {
    super('insufficientBalance', `Insufficient ${symbol} balance`, { symbol })
  }
}

/** SPEC.md §5: the receiver is neither an address of the chain (its package's `address.isValid`) nor a name. */
export class InvalidAddressError extends SendValidationError {
  override name = 'InvalidAddressError'
  constructor() {
    super('invalidAddress', 'Invalid address')
  }
}

/** The blockchain API knows no address for the name on this network. */
export class NameNotFoundError extends SendValidationError {
  override name = 'NameNotFoundError'
  constructor({ name }: { name: string }) {
    super('nameNotFound', `No address found for ${name}`, { name })
  }
}

/** SPEC.md §8: the name lookup failed; `details` has the API's first reason description when it gave one. */
export class NameResolutionError extends SendValidationError {
  override name = 'NameResolutionError'
  constructor(parameters?: BaseErrorParameters) {
    super('resolveFailed', 'Error resolving name', {}, parameters)
  }
}

/** The native balance cannot pay the estimated network fee (with the amount, when that is native too). */
export class InsufficientFeeError extends SendValidationError {
  override name = 'InsufficientFeeError'
  constructor({ symbol }: { symbol: string }) {
    super('insufficientFee', `Not enough ${symbol} for the network fee`, { symbol })
  }
}

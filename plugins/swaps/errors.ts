import { BaseError, type BaseErrorParameters } from 'portico'

/** SPEC.md §8: a swap call on a network outside the swap networks (SPEC.md §9 and those the API adds). */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Network not supported for Swaps', parameters)
  }
}

/** SPEC.md §8: the gas price asked for a network outside the swap networks. */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Network not supported for Gas Price', parameters)
  }
}

/** The approval or the swap was mined and reverted: nothing was swapped. */
export class SwapTransactionRevertedError extends BaseError {
  override name = 'SwapTransactionRevertedError'
  constructor({ step, hash }: { step: 'approve' | 'swap'; hash: string }) {
    super(step === 'approve' ? 'The approval transaction reverted' : 'The swap transaction reverted', { details: hash })
  }
}

/** The convert API had no quote for the pair and amount. */
export class NoQuoteError extends BaseError {
  override name = 'NoQuoteError'
  constructor() {
    super('No quote for this pair')
  }
}

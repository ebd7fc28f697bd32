import { BaseError } from 'portico'

/** A signed message whose signature, account, domain or time does not check out. */
export class InvalidSiwxSignatureError extends BaseError {
  override name = 'InvalidSiwxSignatureError'
  constructor({ details }: { details?: string | undefined } = {}) {
    super('The signature could not be verified', { details })
  }
}

/** A sign-in server that answered with an error. */
export class SiwxServerError extends BaseError {
  override name = 'SiwxServerError'
  readonly status: number
  constructor({ status, message }: { status: number; message?: string | undefined }) {
    super(message || `HTTP status code: ${status}`)
    this.status = status
  }
}

/** SPEC.md §8: signing in needs a connected account. */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

/** SPEC.md §8: signing in needs the account's network and a wallet to sign with. */
export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError'
  constructor() {
    super('No ActiveCaipNetwork or client found')
  }
}

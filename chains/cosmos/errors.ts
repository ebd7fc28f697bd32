import { BaseError } from '../../kernel/errors/BaseError.js'

/** The wallet's key on the network is not an account of it (SPEC.md §8: account not found for connector). */
export class CosmosAccountNotFoundError extends BaseError {
  override name = 'CosmosAccountNotFoundError'
  constructor({ connector, details }: { connector: string; details: string }) {
    super('Account not found for connector', { details: `${connector}: ${details}` })
  }
}

/** The connected wallet cannot make the call a capability needs. */
export class CosmosWalletFeatureNotFoundError extends BaseError {
  override name = 'CosmosWalletFeatureNotFoundError'
  constructor({ feature }: { feature: string }) {
    super('Wallet provider not found', { details: `The connected cosmos wallet does not offer ${feature}.` })
  }
}

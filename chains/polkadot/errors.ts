import { BaseError } from '../../kernel/errors/BaseError.js'

/** An extension that shares no Polkadot account with the page (SPEC.md §8: account not found for connector). */
export class PolkadotAccountNotFoundError extends BaseError {
  override name = 'PolkadotAccountNotFoundError'
  constructor({ connector }: { connector: string }) {
    super('Account not found for connector', { details: connector })
  }
}

/** The connected wallet cannot do what a call needs (an extension without `signRaw`, a session without the method). */
export class PolkadotSignerNotFoundError extends BaseError {
  override name = 'PolkadotSignerNotFoundError'
  constructor({ feature }: { feature: string }) {
    super('Wallet provider not found', { details: `The connected polkadot wallet does not offer ${feature}.` })
  }
}

import type { SiwxCapability } from '../../../kernel/connection/adapter.js'

/**
 * Sign-in on cosmos: CAIP-122 messages ("… with your Cosmos account"), signed as ADR-036 off-chain documents; the
 * signed text must be the session's own message (its domain, nonce and times), holding now, signed by the account's
 * secp256k1 key (the verifier loads on first use).
 */
export const siwx: SiwxCapability = {
  name: 'Cosmos',
  async verifyMessage({ message, signature, data, expected, current }) {
    if (!current || message !== (await expected())) return false
    const { verifyCosmosMessage } = await import('./verifyCosmosMessage.js')
    return verifyCosmosMessage({ message, signature, address: data.accountAddress })
  },
}

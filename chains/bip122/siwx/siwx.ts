import type { SiwxCapability } from '../../../kernel/connection/adapter.js'

/**
 * Sign-in on bip122: CAIP-122 messages, the signed text the session's own message (its domain, nonce and times),
 * holding now, and its signature by the account: BIP-322 (simple: native segwit or taproot) or the legacy format
 * (BIP-137), checked by the verifier loaded on first use.
 */
export const siwx: SiwxCapability = {
  name: 'Bitcoin',
  async verifyMessage({ message, signature, data, expected, current }) {
    if (!current || message !== (await expected())) return false
    const { verifyBitcoinMessage } = await import('./verifyBitcoinMessage.js')
    return verifyBitcoinMessage({ message, signature, address: data.accountAddress })
  },
}

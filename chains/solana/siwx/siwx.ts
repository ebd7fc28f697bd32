import type { SiwxCapability } from '../../../kernel/connection/adapter.js'

/**
 * Sign-in on solana: CAIP-122 messages, the signed text the session's own message (its domain, nonce and times),
 * holding now, and its ed25519 signature by the account's key (loaded on first use).
 */
export const siwx: SiwxCapability = {
  name: 'Solana',
  async verifyMessage({ message, signature, data, expected, current }) {
    if (!current || message !== (await expected())) return false
    const { verifySolanaMessage } = await import('./verifySolanaMessage.js')
    return verifySolanaMessage({ message, signature, address: data.accountAddress })
  },
}

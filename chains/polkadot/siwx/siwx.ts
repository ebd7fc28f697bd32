import type { SiwxCapability } from '../../../kernel/connection/adapter.js'

/**
 * Sign-in on polkadot: CAIP-122 messages, the signed text the session's own message (its domain, nonce and times),
 * holding now, and its sr25519 or ed25519 signature by the account's key, of the text or of the text wrapped in
 * `<Bytes>…</Bytes>` as extensions sign it (the verifier loads on first use).
 */
export const siwx: SiwxCapability = {
  name: 'Polkadot',
  async verifyMessage({ message, signature, data, expected, current }) {
    if (!current || message !== (await expected())) return false
    const { verifyPolkadotMessage } = await import('./verifyPolkadotMessage.js')
    return verifyPolkadotMessage({ message, signature, address: data.accountAddress })
  },
}

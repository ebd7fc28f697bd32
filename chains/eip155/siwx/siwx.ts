import type { SiwxCapability } from '../../../kernel/connection/adapter.js'

/**
 * Sign-in on eip155: EIP-4361 messages (viem's SIWE helpers), verified by EIP-191, ERC-1271 and ERC-6492 against
 * the chain's RPC endpoint; both load on first use. A SIWE client (`siweConfig`) signs eip155 accounts in.
 */
export const siwx: SiwxCapability = {
  name: 'Ethereum',
  siwe: true,
  formatMessage: async (data) => (await import('./formatEip155Message.js')).formatEip155Message(data),
  async verifyMessage({ message, signature, data, rpcUrl }) {
    if (!rpcUrl) return false
    const { verifyEip155Message } = await import('./verifyEip155Message.js')
    return verifyEip155Message({ message, signature, address: data.accountAddress, rpcUrl, domain: data.domain, nonce: data.nonce })
  },
}

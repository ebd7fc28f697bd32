import type { WalletConnectCapability } from '../../kernel/connection/adapter.js'

/**
 * eip155 in a WalletConnect session: what a wallet signs or sends (EIP-5792's calls too; the wallet may leave
 * them out), its events, numeric chain ids, and `wallet_switchEthereumChain` to follow an approved chain.
 */
export const walletConnect: WalletConnectCapability = {
  methods: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
  ],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => (/^\d+$/u.test(reference) ? Number(reference) : reference),
  switchRequest: (network) => ({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] }),
}

import type { WalletConnectCapability } from '../../kernel/connection/adapter.js'

/**
 * bip122 in a WalletConnect session (the methods Bitcoin wallets answer there): message and PSBT signing, a
 * transfer, the account's addresses by purpose; chain ids are the CAIP-2 references (genesis hash prefixes).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  events: ['bip122_addressesChanged'],
  chainId: (reference) => reference,
}

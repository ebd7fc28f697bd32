import type { FamilyCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/** The family's name (translated by the modal's catalogue under `namespace.bip122`); payment accounts by default (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Bitcoin',
  accountType: 'payment',
}

/**
 * bip122 in a WalletConnect session (the methods Bitcoin wallets answer there): message and PSBT signing, a
 * transfer, the account's addresses by purpose; chain ids are the CAIP-2 references (genesis hash prefixes).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  events: ['bip122_addressesChanged'],
  chainId: (reference) => reference,
}

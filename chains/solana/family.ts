import type { FamilyCapability, OnRampCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/**
 * The family's name; plain accounts by default
 * (SPEC.md §6); Phantom and Solflare stay on a phone without a mobile link in the directory (SPEC.md §5).
 */
export const family: FamilyCapability = {
  label: 'Solana',
  accountType: 'eoa',
  mobileWallets: ['Phantom', 'Solflare'],
}

/** solana in a WalletConnect session: what a wallet signs or sends, its events; chain ids are the references. */
export const walletConnect: WalletConnectCapability = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

/** On-ramps deliver SOL to a Solana address, through Meld only (SPEC.md §9). */
export const onRamp: OnRampCapability = { destinationCurrency: 'SOL', providers: ['meld'] }


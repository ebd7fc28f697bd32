import type { FamilyCapability, OnRampCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/**
 * The family's name (translated by the modal's catalogue under `namespace.solana`); plain accounts by default
 * (SPEC.md §6); Phantom and Solflare stay on a phone without a mobile link in the directory (SPEC.md §5).
 */
export const family: FamilyCapability = {
  label: 'Solana',
  accountType: 'eoa',
  mobileWallets: [
    { id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', name: 'Phantom' },
    { id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79', name: 'Solflare' },
  ],
}

/** solana in a WalletConnect session: what a wallet signs or sends, its events; chain ids are the references. */
export const walletConnect: WalletConnectCapability = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

/** On-ramps deliver SOL to a Solana address, through Meld only (SPEC.md §9). */
export const onRamp: OnRampCapability = { destinationCurrency: 'SOL', providers: ['meld'] }


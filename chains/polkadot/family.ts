import type { FamilyCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/** The family's name (translated by the modal's catalogue under `namespace.polkadot`); plain accounts (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Polkadot',
  accountType: 'eoa',
}

/**
 * polkadot in a WalletConnect session: what a wallet signs (a message, wrapped in `<Bytes>` by the wallet, and a
 * transaction payload), its events; chain ids are the references (the genesis hash's first 32 hex digits).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

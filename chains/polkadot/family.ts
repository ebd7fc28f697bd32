import type { FamilyCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/** The family's name; plain accounts (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Polkadot',
  accountType: 'eoa',
}

/**
 * polkadot in a WalletConnect session: what the kit asks a wallet to sign (a message, wrapped in `<Bytes>` by the
 * wallet; no transaction, as nothing here sends on Polkadot), its events; chain ids are the references (the genesis
 * hash's first 32 hex digits).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['polkadot_signMessage'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

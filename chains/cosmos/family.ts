import type { FamilyCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/** The family's name; plain accounts (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Cosmos',
  accountType: 'eoa',
}

/**
 * cosmos in a WalletConnect session: the accounts call and amino JSON signing, which signs the ADR-036 messages the
 * kit asks for (no protobuf `cosmos_signDirect`: nothing here sends on Cosmos); chain ids are the references (`cosmoshub-4`).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['cosmos_getAccounts', 'cosmos_signAmino'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

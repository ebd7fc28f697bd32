import type { FamilyCapability, WalletConnectCapability } from '../../kernel/connection/adapter.js'

/** The family's name; plain accounts (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Cosmos',
  accountType: 'eoa',
}

/**
 * cosmos in a WalletConnect session: amino JSON signing, which signs the ADR-036 messages the kit asks for, and
 * nothing else the kit calls. The session names the accounts, and the verifier recovers the signer's key from the
 * signature, so `cosmos_getAccounts` is never asked; no protobuf `cosmos_signDirect` (nothing here sends on Cosmos).
 * Chain ids are the references (`cosmoshub-4`).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['cosmos_signAmino'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

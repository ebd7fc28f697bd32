import type { WalletConnectCapability } from '../../kernel/connection/adapter.js'

/**
 * bip122 in a WalletConnect session (WalletConnect's Bitcoin RPC): exactly what the kit asks a wallet, a message
 * signature (`signMessage`) and a PSBT signature without broadcast (`signPsbt`: the kit picks the outputs, builds the
 * transaction and broadcasts it itself, so no `sendTransfer`); its events; chain ids are the references (the genesis
 * hash's first 32 hex digits).
 */
export const walletConnect: WalletConnectCapability = {
  methods: ['signMessage', 'signPsbt'],
  events: ['chainChanged', 'accountsChanged'],
  chainId: (reference) => reference,
}

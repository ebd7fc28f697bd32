import type { AdapterContext, ChainAdapter } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import { discoverBip122Wallets } from './discoverWallets.js'
import { family } from './family.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import './chainFamilies.js'

/** The wallet calls and @scure/btc-signer, fetched on first use (the Bitcoin SDK chunk). */
const actions = () => import('./walletActions.js')

export interface Bip122Parameters {
  /** Discover Bitcoin wallets (Wallet Standard, sats-connect, Unisat-style) and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
}

/**
 * The Bitcoin chain family (CAIP namespace `bip122`): wallets found in the three ways they show themselves, their
 * payment and ordinals accounts (payment by default, SPEC.md §6), balances and sends through the network's Esplora
 * API (its URL is the network's RPC URL), message signing (BIP-322 for segwit accounts, legacy ECDSA otherwise),
 * PSBTs the wallet signs, sign-in (CAIP-122, verified by BIP-322 or the legacy format) and the WalletConnect
 * namespace (`signMessage`, `signPsbt`). Only discovery, the connectors and the synchronous checks load with the
 * page; @scure/btc-signer and the wallet calls load on first use.
 *
 * @example
 * import { bip122 } from 'portico/chains/bip122'
 * import { bitcoin } from 'portico/networks'
 * createAppKit({ projectId, adapters: [bip122()], networks: [bitcoin] })
 */
export function bip122({ discovery = true }: Bip122Parameters = {}): ChainAdapter {
  let context: AdapterContext | undefined
  const ready = () => {
    if (!context) throw new Error('bip122: the adapter is used before the kit has set it up or after it was destroyed.')
    return context
  }
  const urls = () => ready().customRpcUrls
  return {
    namespace: 'bip122',
    setup(adapterContext) {
      context = adapterContext
      // On a server there is no window: no wallets.
      const stop = discovery && typeof window !== 'undefined' ? discoverBip122Wallets(adapterContext) : undefined
      return () => {
        stop?.()
        if (context === adapterContext) context = undefined
      }
    },
    async getBalances({ address, network }) {
      const mine = ready()
      const { getBalances } = await import('./getBalances.js')
      return getBalances({ address, network }, mine)
    },
    address: {
      isValid: isBitcoinAddress,
      format: async (text) => text,
    },
    amounts: decimalAmounts,
    family,
    walletConnect: async () => (await import('./walletConnect.js')).walletConnect,
    siwx: async () => (await import('./siwx/siwx.js')).siwx,
    signMessage: async (wallet, parameters) => (await actions()).signMessage(wallet, parameters),
    sendNative: async (wallet, parameters) => (await actions()).sendNative(wallet, parameters, urls()),
    waitForTransaction: async (wallet, parameters) => (await actions()).waitForTransaction(wallet, parameters, urls()),
    nativeFeeReserve: async (wallet) => (await actions()).nativeFeeReserve(wallet, urls()),
    estimateFee: async (wallet, parameters) => (await actions()).estimateFee(wallet, parameters, urls()),
  }
}

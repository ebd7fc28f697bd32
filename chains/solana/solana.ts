import type { AdapterContext, ChainAdapter } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import { family, onRamp, walletConnect } from './family.js'
import { discoverSolanaWallets } from './discoverWallets.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { rememberSetup } from './solanaConnectionUrl.js'
import './chainFamilies.js'

/** The wallet calls and @solana/kit, fetched on first use (the Solana SDK chunk). */
const actions = () => import('./walletActions.js')

export interface SolanaParameters {
  /** Discover Wallet Standard wallets and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
}

/** Lamports "Max" keeps back for the fee of a transfer (one signature). */
const FEE_RESERVE = 5000n

/**
 * The Solana chain family (CAIP namespace `solana`): Wallet Standard discovery and connectors, balances (the
 * blockchain API first, the network's RPC when it fails, SPL tokens included), and the capabilities features ask
 * for (ChainCapabilities): base58 addresses (SPEC.md §5), exact amounts, `solana:signMessage`, SOL and SPL token
 * sends signed by the wallet (`solana:signAndSendTransaction` or `solana:signTransaction`) and confirmed by
 * polling. Only discovery, the connectors and the synchronous checks load with the page; @solana/kit, the wallet
 * calls and the balance code load with `import()` on first use.
 *
 * @example
 * import { solana } from 'portico/chains/solana'
 * import { solana as solanaMainnet } from 'portico/networks'
 * createAppKit({ projectId, adapters: [solana()], networks: [solanaMainnet] })
 */
export function solana({ discovery = true }: SolanaParameters = {}): ChainAdapter {
  let context: AdapterContext | undefined
  const ready = () => {
    if (!context) throw new Error('solana: the adapter is used before the kit has set it up or after it was destroyed.')
    return context
  }
  const urls = () => ready().customRpcUrls
  return {
    namespace: 'solana',
    setup(adapterContext) {
      context = adapterContext
      // On a server there is no window: no wallets.
      const stop = discovery && typeof window !== 'undefined' ? discoverSolanaWallets(adapterContext) : undefined
      const forget = rememberSetup(adapterContext)
      return () => {
        stop?.()
        forget()
        if (context === adapterContext) context = undefined
      }
    },
    async getBalances({ address, network }) {
      const mine = ready()
      const { getBalances } = await import('./getBalances.js')
      return getBalances({ address, network }, mine)
    },
    address: {
      isValid: isSolanaAddress,
      format: async (text) => text,
    },
    amounts: decimalAmounts,
    family,
    walletConnect: async () => walletConnect,
    onRamp,
    siwx: async () => (await import('./siwx/siwx.js')).siwx,
    embeddedWallet: async () => (await import('./embedded/embeddedWallet.js')).embeddedWallet,
    signMessage: async (wallet, parameters) => (await actions()).signMessage(wallet, parameters),
    sendNative: async (wallet, parameters) => (await actions()).sendNative(wallet, parameters, urls()),
    sendToken: async (wallet, parameters) => (await actions()).sendToken(wallet, parameters, urls()),
    waitForTransaction: async (wallet, parameters) => (await actions()).waitForTransaction(wallet, parameters, urls()),
    nativeFeeReserve: async () => FEE_RESERVE,
    // One signature's fee; a new token account's rent is not counted.
    estimateFee: async () => FEE_RESERVE,
  }
}

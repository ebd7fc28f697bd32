import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { Network } from '../../kernel/types/chain.js'
import type { ConnectResult, Connector } from '../../kernel/types/connector.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { networkReferenceOf, walletChainOf } from './walletChains.js'

/** The connected Wallet Standard wallet and its account: what `getProvider` gives capabilities. */
export interface SolanaWalletProvider {
  wallet: Wallet
  /** The account the kit uses, kept current by the wallet's `change` events. */
  account: WalletAccount | undefined
}

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>

/** The wallet's first Solana account. */
function solanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((account) => isSolanaAddress(account.address) && account.chains.some((chain) => chain.startsWith('solana:')))
}

/**
 * Makes the connector of a Wallet Standard wallet on solana (SPEC.md §3 Connector): `standard:connect` (silent
 * for a restore), `standard:disconnect`, and `standard:events` changes as kernel events. The chain it reports is
 * the kit's network when the account lists it, else the first configured network the account lists.
 *
 * @example
 * const connector = createWalletStandardConnector(wallet, networks)
 * const { address, chainId } = await connector.connect({ network: solanaDevnet })
 */
export function createWalletStandardConnector(wallet: Wallet, networks: () => readonly Network[]): Connector {
  const features = wallet.features as Features
  const provider: SolanaWalletProvider = { wallet, account: undefined }

  function result(account: WalletAccount | undefined, network: Network | undefined): ConnectResult | null {
    provider.account = account
    if (!account) return null
    const known = [network, ...networks()].find((candidate) => candidate && walletChainOf(candidate, account.chains))
    const chain = account.chains.find((name) => name.startsWith('solana:')) ?? 'solana:mainnet'
    return { address: account.address, chainId: known ? known.id : networkReferenceOf(chain) }
  }

  async function connect(silent: boolean, network: Network | undefined): Promise<ConnectResult | null> {
    const connectFeature = features['standard:connect']
    if (!connectFeature) return result(solanaAccount(wallet.accounts), network)
    const { accounts } = await connectFeature.connect(silent ? { silent } : undefined)
    return result(solanaAccount(accounts.length ? accounts : wallet.accounts), network)
  }

  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    installed: true,
    async connect({ network }) {
      const connected = await connect(false, network)
      // The error classes are not worth their bytes before open: fetched for the rare wallet without an account.
      if (!connected) throw new (await import('./errors.js')).SolanaAccountNotFoundError({ connector: wallet.name })
      return connected
    },
    reconnect: ({ network }) => connect(true, network),
    async disconnect() {
      provider.account = undefined
      await features['standard:disconnect']?.disconnect()
    },
    async getProvider() {
      return provider
    },
    async switchNetwork(network) {
      // Wallet Standard wallets sign for the chain each request names: the kit only checks the account has it.
      if (provider.account && !walletChainOf(network, provider.account.chains))
        throw new Error(`${wallet.name} has no account on ${network.caipNetworkId}.`)
    },
    subscribe(listener) {
      const on = features['standard:events']?.on
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (!accounts) return
        const account = solanaAccount(accounts)
        provider.account = account
        listener(account ? { type: 'accountsChanged', address: account.address } : { type: 'accountsChanged', address: undefined })
      })
    },
  }
}

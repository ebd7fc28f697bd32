import type { Network } from '../../kernel/types/chain.js'
import type { ConnectResult, Connector } from '../../kernel/types/connector.js'
import { referenceOfAddress } from './bitcoinNetworks.js'
import type { BitcoinAccount, BitcoinWallet } from './bitcoinWallet.js'

/** The connected Bitcoin wallet and its accounts by purpose: what `getProvider` gives capabilities. */
export interface Bip122WalletProvider {
  wallet: BitcoinWallet
  /** The wallet's accounts (payment and ordinals), kept current by its account changes. */
  accounts: BitcoinAccount[]
}

/**
 * Makes the connector of a Bitcoin wallet (SPEC.md §3 Connector): the wallet's accounts by purpose; the kit's
 * account is the payment one (SPEC.md §6). The network is the configured one whose address prefix the account
 * carries (a segwit address names its network), else the network asked for.
 *
 * @example
 * const { address, chainId } = await createBip122Connector(wallet, () => networks).connect({ network })
 */
export function createBip122Connector(wallet: BitcoinWallet, networks: () => readonly Network[]): Connector {
  const provider: Bip122WalletProvider = { wallet, accounts: [] }

  function result(accounts: BitcoinAccount[], network: Network | undefined): ConnectResult | null {
    provider.accounts = accounts
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) return null
    const reference = referenceOfAddress(payment.address)
    const known = networks().find((candidate) => String(candidate.id) === reference) ?? network ?? networks()[0]
    return { address: payment.address, chainId: known ? known.id : (reference ?? '000000000019d6689c085ae165831e93') }
  }

  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    installed: true,
    async connect({ network }) {
      const connected = result(await wallet.connect(false), network)
      // The error classes are not worth their bytes before open: fetched for the rare wallet without an account.
      if (!connected) throw new (await import('./errors.js')).Bip122AccountNotFoundError({ connector: wallet.name })
      return connected
    },
    reconnect: async ({ network }) => result(await wallet.connect(true), network),
    async disconnect() {
      provider.accounts = []
      await wallet.disconnect()
    },
    async getProvider() {
      return provider
    },
    async switchNetwork(network) {
      // The address names its network: a wallet whose account is on another one cannot follow.
      const reference = provider.accounts[0] && referenceOfAddress(provider.accounts[0].address)
      if (reference && reference !== String(network.id)) throw new Error(`${wallet.name} has no account on ${network.caipNetworkId}.`)
    },
    subscribe(listener) {
      return (
        wallet.onAccountsChanged?.(() => {
          void wallet.connect(true).then((accounts) => {
            const connected = result(accounts, undefined)
            listener({ type: 'accountsChanged', address: connected?.address })
          })
        }) ?? (() => {})
      )
    },
  }
}

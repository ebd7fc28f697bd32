import type { Network } from '../../kernel/types/chain.js'
import type { ConnectResult, Connector } from '../../kernel/types/connector.js'
import type { BitcoinAccount, BitcoinWallet } from './bitcoinWallet.js'

/** A wallet as discovery finds it: its name and icon, and how to reach it (the style's calls, loaded on first use). */
export interface FoundBitcoinWallet {
  name: string
  icon: string
  load(): Promise<BitcoinWallet>
}

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
export function createBip122Connector(found: FoundBitcoinWallet, networks: () => readonly Network[]): Connector {
  let loaded: BitcoinWallet | undefined
  const load = async () => (loaded ??= await found.load())
  const provider = { accounts: [] } as unknown as Bip122WalletProvider

  /** The address prefixes of the known networks, fetched with the wallet's calls. */
  const prefixes = () => import('./bitcoinNetworks.js')

  async function result(accounts: BitcoinAccount[], network: Network | undefined): Promise<ConnectResult | null> {
    const { referenceOfAddress } = await prefixes()
    provider.accounts = accounts
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) return null
    const reference = referenceOfAddress(payment.address)
    const known = networks().find((candidate) => String(candidate.id) === reference) ?? network ?? networks()[0]
    return { address: payment.address, chainId: known ? known.id : (reference ?? '000000000019d6689c085ae165831e93') }
  }

  return {
    id: found.name,
    name: found.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: found.icon,
    installed: true,
    async connect({ network }) {
      provider.wallet = await load()
      const connected = await result(await provider.wallet.connect(false), network)
      // The error classes are not worth their bytes before open: fetched for the rare wallet without an account.
      if (!connected) throw new (await import('./errors.js')).Bip122AccountNotFoundError({ connector: found.name })
      return connected
    },
    async reconnect({ network }) {
      provider.wallet = await load()
      return result(await provider.wallet.connect(true), network)
    },
    async disconnect() {
      provider.accounts = []
      await loaded?.disconnect()
    },
    async getProvider() {
      return provider
    },
    async switchNetwork(network) {
      // The address names its network: a wallet whose account is on another one cannot follow.
      const reference = provider.accounts[0] && (await prefixes()).referenceOfAddress(provider.accounts[0].address)
      if (reference && reference !== String(network.id)) throw new Error(`${found.name} has no account on ${network.caipNetworkId}.`)
    },
    subscribe(listener) {
      // Subscribed once connected: the wallet's calls are loaded by then.
      return (
        loaded?.onAccountsChanged?.(() => {
          void provider.wallet
            .connect(true)
            .then((accounts) => result(accounts, undefined))
            .then((connected) => listener({ type: 'accountsChanged', address: connected?.address }))
        }) ?? (() => {})
      )
    },
  }
}

import type { Network } from '../../kernel/types/chain.js'
import type { ConnectResult, Connector, ConnectorEvent } from '../../kernel/types/connector.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'
import { polkadotAccounts, type Injected, type InjectedAccount, type InjectedExtension } from './injected.js'

/** The connected extension and account: what `getProvider` gives capabilities. */
export interface PolkadotWalletProvider {
  /** The extension's key in `window.injectedWeb3`. */
  source: string
  injected: Injected | undefined
  /** The account the kit uses, as the extension gave it (its own address encoding). */
  account: InjectedAccount | undefined
}

/** Well-known extensions' names for their keys in `window.injectedWeb3`; others show their key. */
const NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

export interface InjectedConnectorParameters {
  source: string
  extension: InjectedExtension
  /** The configured polkadot networks, the first the default. */
  networks: () => readonly Network[]
  /** The name the page gives itself to the extension (`enable(origin)`). */
  appName: () => string
  /** Account names by shown address, for the adapter's `getIdentity`. */
  names: Map<string, string>
}

/** The address of `account` as it shows on `network` (its SS58 prefix); the encoder loads on first use. */
async function shownAddress(account: InjectedAccount, network: Network | undefined): Promise<string> {
  const [{ decodeSs58, encodeSs58 }, { ss58PrefixOf }] = await Promise.all([import('./ss58.js'), import('./networkPrefixes.js')])
  const decoded = decodeSs58(account.address)
  if (!decoded) throw new TypeError(`Not an SS58 address: ${account.address}`)
  return encodeSs58(decoded.publicKey, ss58PrefixOf(network))
}

/**
 * Makes the connector of an injected Polkadot extension (SPEC.md §3 Connector): `enable(origin)` asks the
 * extension for this page, its first account of a 32-byte key connects, shown with the network's SS58 prefix;
 * `accounts.subscribe` changes become kernel events. The account's name in the extension is its profile name.
 *
 * @example
 * const connector = createInjectedConnector({ source: 'polkadot-js', extension, networks, appName, names })
 */
export function createInjectedConnector({ source, extension, networks, appName, names }: InjectedConnectorParameters): Connector {
  const provider: PolkadotWalletProvider = { source, injected: undefined, account: undefined }
  let network: Network | undefined
  let listener: ((event: ConnectorEvent) => void) | undefined
  let unsubscribe: (() => void) | undefined

  const remember = async (account: InjectedAccount): Promise<string> => {
    const address = await shownAddress(account, network)
    const name = typeof account.name === 'string' ? account.name.trim() : ''
    if (name) names.set(address, name)
    return address
  }

  /** The account to use: the one on `network` (restricted to its genesis hash or to none), the first otherwise. */
  const pick = (accounts: InjectedAccount[]) => {
    const usable = accounts.filter((account) => isPolkadotAddress(account.address))
    const onNetwork = (account: InjectedAccount) =>
      !account.genesisHash || (network !== undefined && account.genesisHash.replace(/^0x/u, '').startsWith(String(network.id)))
    return usable.find(onNetwork) ?? usable[0]
  }

  async function connect(target: Network | undefined): Promise<ConnectResult | null> {
    network = target ?? networks()[0]
    const injected = await extension.enable(appName())
    provider.injected = injected
    const account = pick(polkadotAccounts(await injected.accounts.get()))
    provider.account = account
    if (!account) return null
    return { address: await remember(account), chainId: network?.id ?? '' }
  }

  return {
    id: `polkadot:${source}`,
    name: NAMES[source] ?? source,
    type: 'ANNOUNCED',
    chain: 'polkadot',
    installed: true,
    async connect({ network: target }) {
      const connected = await connect(target)
      if (!connected) throw new (await import('./errors.js')).PolkadotAccountNotFoundError({ connector: NAMES[source] ?? source })
      return connected
    },
    // An extension that authorized the page answers `enable` without asking again.
    reconnect: ({ network: target }) => connect(target),
    async disconnect() {
      // Extensions have no disconnect: the page forgets the account.
      unsubscribe?.()
      unsubscribe = undefined
      provider.injected = undefined
      provider.account = undefined
    },
    async getProvider() {
      return provider
    },
    async switchNetwork(next) {
      network = next
      const account = provider.account
      if (!account) return
      const address = await remember(account)
      // The kit makes `next` active once this resolves: the account's new form follows after it.
      setTimeout(() => listener?.({ type: 'accountsChanged', address }), 0)
    },
    subscribe(callback) {
      listener = callback
      unsubscribe?.()
      const off = provider.injected?.accounts.subscribe?.((accounts) => {
        const list = polkadotAccounts(accounts)
        const kept = list.find((account) => account.address === provider.account?.address)
        if (kept) {
          provider.account = kept
          return
        }
        const account = pick(list)
        provider.account = account
        if (!account) callback({ type: 'accountsChanged', address: undefined })
        else void remember(account).then((address) => callback({ type: 'accountsChanged', address }))
      })
      unsubscribe = typeof off === 'function' ? off : undefined
      return () => {
        if (listener === callback) listener = undefined
        unsubscribe?.()
        unsubscribe = undefined
      }
    },
  }
}

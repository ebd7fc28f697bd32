import { formatUnits } from 'viem'
import * as z from 'zod/mini'
import type { AdapterContext, Balances } from '../../kernel/connection/adapter.js'
import type { TokenBalance } from '../../kernel/types/account.js'
import type { Network } from '../../kernel/types/chain.js'
import type { Connector } from '../../kernel/types/connector.js'
import { fetchAccountBalances } from '../../kernel/api/fetchAccountBalances.js'
import { BalancesUnavailableError } from './errors.js'
import type { PublicClients } from './createPublicClients.js'
import { getRpcUrls } from './getRpcUrls.js'
import { toHexChainId } from './switchEthereumChain.js'
import type { Eip1193Provider } from './types.js'

// The adapter makes its per-kit RPC clients with this module's chunk, which carries viem already.
export { createPublicClients } from './createPublicClients.js'

/** What `getBalances` needs from its adapter: the kit's context and the adapter's own RPC clients. */
export type GetBalancesContext = Pick<AdapterContext, 'blockchainApi' | 'customRpcUrls'> & { publicClients: PublicClients }

export interface GetBalancesParameters {
  address: string
  network: Network
  /** The connected wallet, asked first for its assets (EIP-7811). */
  connector: Connector | undefined
}


/** `wallet_getAssets` (EIP-7811): assets by hex chain id. */
const walletAssetsSchema = z.record(
  z.string(),
  z.array(
    z.object({
      address: z.string(),
      balance: z.string(),
      type: z.string(),
      metadata: z.optional(
        z.object({
          name: z.optional(z.string()),
          symbol: z.optional(z.string()),
          decimals: z.optional(z.number()),
          price: z.optional(z.number()),
          value: z.optional(z.number()),
          iconUrl: z.optional(z.string()),
        }),
      ),
    }),
  ),
)

/** `wallet_getCapabilities` (EIP-5792), only the part read here. */
type Capabilities = Record<string, { assetDiscovery?: { supported?: boolean } } | undefined>

/**
 * Balances of an EVM address (SPEC.md §7): the native balance from the chain over the network's RPC
 * (`customRpcUrls` first) in whole units; tokens from the wallet's asset discovery (EIP-7811) when it
 * offers it, otherwise from the blockchain API. 0-decimal tokens are left out (SPEC.md §5). Throws
 * `BalancesUnavailableError` ('Token Balance Unavailable') when neither token source answers.
 *
 * @example
 * const { native, tokens } = await getBalances({ address, network: mainnet, connector }, context)
 */
export async function getBalances(
  { address, network, connector }: GetBalancesParameters,
  { blockchainApi, customRpcUrls, publicClients }: GetBalancesContext,
): Promise<Balances> {
  const [native, tokens] = await Promise.allSettled([
    getNativeBalance(address, network, customRpcUrls, publicClients),
    getTokenBalances(address, network, connector, blockchainApi),
  ])
  const { caipNetworkId } = network
  if (tokens.status === 'rejected') throw new BalancesUnavailableError({ caipNetworkId, cause: tokens.reason })
  // Without the chain, the native balance a token source lists will do.
  const balance =
    native.status === 'fulfilled'
      ? native.value
      : tokens.value.find((token) => !token.address && token.symbol === network.nativeCurrency.symbol)?.quantity.numeric
  if (balance === undefined) throw new BalancesUnavailableError({ caipNetworkId, cause: (native as PromiseRejectedResult).reason })
  return {
    native: { balance, symbol: network.nativeCurrency.symbol },
    tokens: tokens.value.filter((token) => Number(token.quantity.decimals) !== 0),
  }
}

/** The native balance in whole units, full precision (`'10000'`, `'0.000000000000000001'`). */
async function getNativeBalance(
  address: string,
  network: Network,
  customRpcUrls: AdapterContext['customRpcUrls'],
  publicClients: PublicClients,
): Promise<string> {
  const client = publicClients.get(getRpcUrls(network, customRpcUrls))
  const wei = await client.getBalance({ address: address as `0x${string}` })
  return formatUnits(wei, network.nativeCurrency.decimals)
}

async function getTokenBalances(
  address: string,
  network: Network,
  connector: Connector | undefined,
  blockchainApi: AdapterContext['blockchainApi'],
): Promise<TokenBalance[]> {
  // The wallet's own list is a shortcut: when it cannot give one, the Blockchain API below answers instead.
  const fromWallet = await getWalletAssets(address, network, connector).catch(() => undefined)
  if (fromWallet) return fromWallet
  return fetchAccountBalances(blockchainApi, address, network)
}

/**
 * The wallet's own asset list (EIP-7811 `wallet_getAssets`), when its capabilities (EIP-5792) say it has
 * asset discovery on this chain; `undefined` otherwise. Token addresses are CAIP-10 (`eip155:1:0x…`).
 */
async function getWalletAssets(
  address: string,
  network: Network,
  connector: Connector | undefined,
): Promise<TokenBalance[] | undefined> {
  if (connector?.chain !== 'eip155' || !connector.getProvider) return undefined
  const provider = (await connector.getProvider()) as Eip1193Provider | undefined
  if (typeof provider?.request !== 'function') return undefined
  const chainId = toHexChainId(network.id)
  const capabilities = (await provider.request({ method: 'wallet_getCapabilities', params: [address] })) as
    | Capabilities
    | null
  // EIP-5792: capabilities under 0x0 hold for every chain.
  const discovery = capabilities?.[chainId]?.assetDiscovery ?? capabilities?.['0x0']?.assetDiscovery
  if (!discovery?.supported) return undefined
  const response = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainId] }],
  })
  const assets = z.parse(walletAssetsSchema, response)[chainId] ?? []
  const { caipNetworkId, nativeCurrency } = network
  return assets.flatMap(({ address: assetAddress, balance, type, metadata = {} }): TokenBalance[] => {
    const native = type === 'native' || assetAddress === 'native'
    if (!native && type !== 'erc20') return []
    const decimals = metadata.decimals ?? (native ? nativeCurrency.decimals : 0)
    return [
      {
        name: metadata.name ?? (native ? nativeCurrency.name : ''),
        symbol: metadata.symbol ?? (native ? nativeCurrency.symbol : ''),
        chainId: caipNetworkId,
        ...(native ? {} : { address: `${caipNetworkId}:${assetAddress}` }),
        ...(metadata.value === undefined ? {} : { value: metadata.value }),
        price: metadata.price ?? 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(balance), decimals) },
        ...(metadata.iconUrl ? { iconUrl: metadata.iconUrl } : {}),
      },
    ]
  })
}

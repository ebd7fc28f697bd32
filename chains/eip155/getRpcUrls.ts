import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { Network } from '../../kernel/types/chain.js'
import { MissingRpcUrlError } from './errors.js'

/**
 * The RPC endpoints of a network, best first: the host's `customRpcUrls` for its CAIP id, then the network's
 * own, without duplicates. Throws `MissingRpcUrlError` when there is none (SPEC.md §8).
 *
 * @example
 * getRpcUrls(mainnet, { 'eip155:1': [{ url: 'https://my-node.example' }] }) // ['https://my-node.example', 'https://…']
 */
export function getRpcUrls(network: Network, customRpcUrls: AdapterContext['customRpcUrls']): string[] {
  const custom = customRpcUrls[network.caipNetworkId]?.map(({ url }) => url) ?? []
  const urls = [...new Set([...custom, ...network.rpcUrls.default.http])].filter((url) => url !== '')
  if (urls.length === 0) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  return urls
}

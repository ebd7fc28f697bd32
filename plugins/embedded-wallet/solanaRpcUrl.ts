import type { PluginContext } from 'portico'

/**
 * The RPC URL of the Solana network a request is for (its CAIP-2 id, else the active Solana network),
 * `customRpcUrls` first, as `{ rpcUrl }` for the frame's `RPC_REQUEST` (empty when there is none).
 *
 * @example
 * solanaRpcUrl(kernel, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // { rpcUrl: 'http://127.0.0.1:8899' }
 */
export function solanaRpcUrl(kernel: PluginContext<'embedded-wallet'>, chain: string | undefined): { rpcUrl?: string } {
  const network = kernel.options.networks.find((n) => n.caipNetworkId === chain) ?? kernel.account.network('solana')
  const rpcUrl = network && (kernel.options.customRpcUrls?.[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0])
  return rpcUrl ? { rpcUrl } : {}
}

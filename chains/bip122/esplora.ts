import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { Network } from '../../kernel/types/chain.js'
import { Bip122ApiUrlMissingError } from './errors.js'

/** An unspent output as the Esplora API lists it (value in satoshis). */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** The Esplora API base of `network` (`…/api`): `customRpcUrls` first, then the network's own. */
export function esploraUrlOf(network: Network, customRpcUrls: AdapterContext['customRpcUrls']): string {
  const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
  if (!url) throw new Bip122ApiUrlMissingError({ caipNetworkId: network.caipNetworkId })
  return url.replace(/\/+$/u, '')
}

/** One Esplora call: JSON, or text for `text: true`; 'HTTP status code: {n}' with the server's words otherwise. */
export async function esplora<T>(base: string, path: string, { body, text = false }: { body?: string; text?: boolean } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'text/plain' }, body })
  if (!response.ok) {
    let words = ''
    try {
      words = await response.text()
    } catch {
      // A body that cannot be read: the status says enough.
    }
    throw new Error(`HTTP status code: ${response.status}${words ? `: ${words}` : ''}`)
  }
  return (text ? await response.text() : await response.json()) as T
}

/** The unspent outputs of `address`. */
export const utxosOf = (base: string, address: string) => esplora<EsploraUtxo[]>(base, `/address/${encodeURIComponent(address)}/utxo`)

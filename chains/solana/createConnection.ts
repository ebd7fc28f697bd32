// The host's Solana connection, fetched with import() when one is first asked for, with the @solana/kit RPC client.
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'

/** The `@solana/kit` RPC client a Solana connection is. */
export type SolanaConnection = Rpc<SolanaRpcApi>

const connections = new Map<string, SolanaConnection>()

/**
 * The `@solana/kit` RPC client of `url`: one per URL, so a connection keeps its identity while its URL does.
 *
 * @example
 * const { value } = await createConnection('http://127.0.0.1:8899').getBalance(address).send()
 */
export function createConnection(url: string): SolanaConnection {
  let connection = connections.get(url)
  if (!connection) connections.set(url, (connection = createSolanaRpc(url)))
  return connection
}

import { base64 } from '@scure/base'

/**
 * Sends a signed wire transaction to a Solana JSON-RPC node on 127.0.0.1 (`sendTransaction`, base64), as a wallet
 * that sends for the dapp does; resolves its base58 signature, rejects with the node's error.
 *
 * @example
 * const signature = await sendWireTransaction(rpc.url, signWireTransaction(unsigned, account))
 */
export async function sendWireTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  options: { preflightCommitment?: string; skipPreflight?: boolean } = {},
): Promise<string> {
  const { hostname } = new URL(rpcUrl)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`Test wallets send to 127.0.0.1 only, not ${rpcUrl}`)
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(signed), { encoding: 'base64', ...options }] }),
  })
  const body = (await response.json()) as { result?: string; error?: { code?: number; message: string } }
  if (typeof body.result !== 'string') throw Object.assign(new Error(body.error?.message ?? `HTTP ${response.status}`), { code: body.error?.code })
  return body.result
}

import { devnetAccounts } from '../../../devnet/accounts.js'

// Test helpers for the chain tests and the browser wallet tests. Start nodes with `startAnvil` from
// devnet/anvil.ts and pick ports with `getFreePort` from devnet/getFreePort.ts.

/** anvil's first funded account (10000 ETH), from its default mnemonic. */
export const ANVIL_ACCOUNT = devnetAccounts(1)[0]!

/** One JSON-RPC call; throws the node's error message. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

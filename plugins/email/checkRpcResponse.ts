/** Methods whose answer is a transaction hash: 0x plus exactly 64 hex characters (SPEC.md §5). */
const HASH_METHODS = new Set(['eth_sendTransaction', 'eth_sendRawTransaction'])
/** Methods whose answer is a signature: 0x plus at least 62 hex characters (SPEC.md §5). */
const SIGNATURE_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4'])

/**
 * Checks an embedded-wallet answer against the response rules of SPEC.md §5; throws when it breaks them.
 *
 * @example
 * checkRpcResponse('personal_sign', '0x1234') // throws: the signature is too short
 */
export function checkRpcResponse(method: string, result: unknown): void {
  if (HASH_METHODS.has(method) && !(typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result)))
    throw new Error(`Invalid transaction hash in the answer to ${method}`)
  if (SIGNATURE_METHODS.has(method) && !(typeof result === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(result)))
    throw new Error(`Invalid signature in the answer to ${method}`)
}

/**
 * Checks the parameters of a request against SPEC.md §5 (wallet_sendCalls entries, Solana signing methods);
 * throws when they break them.
 *
 * @example
 * checkRpcParams('wallet_sendCalls', [{ calls: [{ to: 'nope' }] }]) // throws
 */
export function checkRpcParams(method: string, params: unknown): void {
  const list = Array.isArray(params) ? (params as unknown[]) : [params]
  const first = list[0] as Record<string, unknown> | undefined
  const fail = (what: string) => {
    throw new Error(`Invalid parameters for ${method}: ${what}`)
  }
  if (method === 'wallet_sendCalls') {
    const calls = first?.calls
    if (!Array.isArray(calls)) fail('calls must be a list')
    for (const call of calls as Record<string, unknown>[]) {
      if (typeof call?.to !== 'string' || !call.to.startsWith('0x')) fail("each call needs a 'to' starting with 0x")
      if (call.data !== undefined && !(typeof call.data === 'string' && call.data.startsWith('0x'))) fail("a call's data must start with 0x")
    }
  } else if (method === 'solana_signMessage') {
    if (typeof first?.message !== 'string' || typeof first.pubkey !== 'string') fail('message and pubkey must be strings')
  } else if (method === 'solana_signTransaction' || method === 'solana_signAndSendTransaction') {
    if (typeof first?.transaction !== 'string') fail('transaction must be a string')
  } else if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(first?.transactions) || !(first.transactions as unknown[]).every((t) => typeof t === 'string'))
      fail('transactions must be a list of strings')
  }
}

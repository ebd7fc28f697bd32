import type { ChainNamespace } from 'portico'

/** Methods whose answer is a transaction hash: 0x plus exactly 64 hex characters (SPEC.md §5). */
const HASH_METHODS = new Set(['eth_sendTransaction', 'eth_sendRawTransaction'])
/** Methods whose answer is a signature: 0x plus at least 62 hex characters (SPEC.md §5). */
const SIGNATURE_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4'])
/** SPEC.md §5: the preflight commitments a Solana send may ask for. */
const PREFLIGHT_COMMITMENTS = new Set(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
/** A base58 ed25519 signature (64 bytes: 86 to 88 characters). */
const SOLANA_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{86,88}$/
const isBase64 = (value: unknown) => typeof value === 'string' && value.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value)

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
  if (!method.startsWith('solana_')) return
  const answer = (result ?? {}) as { signature?: unknown; transaction?: unknown; transactions?: unknown }
  const fail = (what: string) => {
    throw new Error(`Invalid ${what} in the answer to ${method}`)
  }
  if ((method === 'solana_signMessage' || method === 'solana_signAndSendTransaction') && !(typeof answer.signature === 'string' && SOLANA_SIGNATURE.test(answer.signature)))
    fail('signature')
  if (method === 'solana_signTransaction' && !isBase64(answer.transaction)) fail('transaction')
  if (method === 'solana_signAllTransactions' && !(Array.isArray(answer.transactions) && answer.transactions.every(isBase64))) fail('transactions')
}

/**
 * Checks the parameters of a request against SPEC.md §5 (wallet_sendCalls entries, Solana signing methods);
 * throws when they break them, or when a request on `namespace` solana is not a Solana one.
 *
 * @example
 * checkRpcParams('wallet_sendCalls', [{ calls: [{ to: 'nope' }] }]) // throws
 */
export function checkRpcParams(method: string, params: unknown, namespace: ChainNamespace = 'eip155'): void {
  // The Solana side of the embedded wallet answers only the Solana requests.
  if (namespace === 'solana' && !method.startsWith('solana_')) throw new Error('Requested RPC call is not allowed')
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
    const commitment = (first?.sendOptions as { preflightCommitment?: unknown } | undefined)?.preflightCommitment
    if (commitment !== undefined && !PREFLIGHT_COMMITMENTS.has(String(commitment)))
      fail(`preflight commitment must be one of ${[...PREFLIGHT_COMMITMENTS].join(', ')}`)
  } else if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(first?.transactions) || !(first.transactions as unknown[]).every((t) => typeof t === 'string'))
      fail('transactions must be a list of strings')
  }
}

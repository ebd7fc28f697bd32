import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import type { ApprovalRequest } from '../../../secure-site/approval.js'
import type { FrameSigner, SignerContext } from '../../../secure-site/frameSigner.js'
import { isSolanaMethod, SOLANA_REQUESTS, type SolanaRequest } from './frameRequests.js'
import { describeTransaction, parseTransaction, signTransaction } from './transaction.js'

// Solana inside the secure site: the account's ed25519 key (from its secret, like the eip155 key:
// secure-site/accountSecret.ts), and the Solana requests (WalletConnect's Solana RPC shapes: base58 messages and
// signatures, base64 wire transactions), each shown for approval before it is signed.

/** A new Solana key: a random ed25519 seed, as hex (for an account made before key sharing that had none yet). */
export const newSolanaKey = (): string => hex.encode(ed25519.utils.randomSecretKey())

/** Reads the request's parameters (SPEC.md §5 rules): an object, or a list whose first entry is that object. */
function paramsOf<method extends keyof typeof SOLANA_REQUESTS>(method: method, params: unknown): SolanaRequest<method> {
  const given = Array.isArray(params) ? (params as unknown[])[0] : params
  const parsed = SOLANA_REQUESTS[method].safeParse(given)
  if (!parsed.success) throw new Error(`Invalid parameters for ${method}`)
  return parsed.data as SolanaRequest<method>
}

async function rejectUnlessApproved(approve: SignerContext['approve'], request: ApprovalRequest): Promise<void> {
  if (!(await approve(request))) throw new Error('User rejected the request')
}

/** Answers one Solana request after the visitor approved it in the frame. */
async function solanaRequest(method: string, params: unknown, { key, rpcUrl, approve, messageText }: SignerContext): Promise<unknown> {
  if (!isSolanaMethod(method)) throw new Error('Requested RPC call is not allowed')
  const seed = hex.decode(await key())
  const address = base58.encode(ed25519.getPublicKey(seed))
  const sign = (message: Uint8Array) => ed25519.sign(message, seed)
  const read = (transaction: string) => {
    try {
      return parseTransaction(base64.decode(transaction))
    } catch (error) {
      throw new Error(`Invalid transaction for ${method}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = paramsOf(method, params)
      if (pubkey !== address) throw new Error('The message is for another account')
      const bytes = base58.decode(message)
      await rejectUnlessApproved(approve, { title: 'Sign message', details: [['Message', messageText(bytes)]] })
      return { signature: base58.encode(sign(bytes)) }
    }
    case 'solana_signTransaction': {
      const parsed = read(paramsOf(method, params).transaction)
      await rejectUnlessApproved(approve, { title: 'Sign transaction', details: describeTransaction(parsed) })
      const signed = signTransaction(parsed, address, sign)
      return { signature: base58.encode(signed.signature), transaction: base64.encode(signed.bytes) }
    }
    case 'solana_signAllTransactions': {
      const all = paramsOf(method, params).transactions.map(read)
      const details = all.flatMap((parsed, i) => describeTransaction(parsed).map(([label, value]): [string, string] => [`#${i + 1} ${label}`, value]))
      await rejectUnlessApproved(approve, { title: `Sign ${all.length} transactions`, details })
      return { transactions: all.map((parsed) => base64.encode(signTransaction(parsed, address, sign).bytes)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = paramsOf(method, params)
      if (!rpcUrl || !/^https?:\/\//.test(rpcUrl)) throw new Error('No network RPC to send the transaction to')
      const parsed = read(transaction)
      await rejectUnlessApproved(approve, { title: 'Approve transaction', details: describeTransaction(parsed) })
      const signed = signTransaction(parsed, address, sign)
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'sendTransaction',
          params: [base64.encode(signed.bytes), { encoding: 'base64', preflightCommitment: 'confirmed', ...sendOptions }],
        }),
      })
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      const body = (await response.json()) as { result?: string; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      if (body.result !== base58.encode(signed.signature)) throw new Error('The network answered another signature')
      return { signature: body.result }
    }
  }
}

/** The Solana signer of the secure site. */
export const frameSigner: FrameSigner = {
  answers: isSolanaMethod,
  networkLabel: ({ rpcUrl }) => `Solana${rpcUrl ? ` (${new URL(rpcUrl).host})` : ''}`,
  answer: solanaRequest,
}

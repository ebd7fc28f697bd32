import { createClient, custom, type Address, type Chain, type Hex } from 'viem'
import { createBundlerClient, type UserOperationReceipt } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalRequest } from '../../../secure-site/approval.js'
import type { SignerContext } from '../../../secure-site/frameSigner.js'
import type { EvmTransaction } from './describeRequest.js'
import { toPorticoSmartAccount } from './smartAccount.js'

// The smart account inside the secure site (SPEC.md §6 smartAccount): the account's eip155 key owns it; its
// transactions and batches go as user operations to the frame's chain's bundler, which the secure site reaches
// through its own server.

type Context = Pick<SignerContext, 'key' | 'chainId' | 'rpc' | 'bundler'>

/** A viem client on the frame's chain, through the secure site's JSON-RPC. */
function chainClient({ chainId, rpc }: Context) {
  const id = Number(chainId)
  const chain = { id, name: `eip155:${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as unknown as Chain
  return createClient({ chain, transport: custom({ request: ({ method, params }) => rpc(method, params as unknown[]) }), pollingInterval: 250 })
}

/**
 * The owner's smart account and a bundler client for it, made for one request from the account's key.
 *
 * @example
 * const { account, bundler } = await smartAccountOf(context)
 */
export async function smartAccountOf(context: Context) {
  const owner = privateKeyToAccount((await context.key()) as Hex)
  const client = chainClient(context)
  const account = await toPorticoSmartAccount({ client, owner })
  const bundler = createBundlerClient({
    account,
    client,
    transport: custom({ request: ({ method, params }) => context.bundler(method, params as unknown[]) }),
    pollingInterval: 250,
  })
  return { account, bundler }
}

const NOT_ENOUGH = /AA21|didn't pay prefund|insufficient funds/i

/**
 * Sends `calls` as one user operation, after the person approved them in words: all or none. With `wait`, resolves
 * once the operation is on the chain, with its receipt.
 *
 * @example
 * const { hash } = await sendUserOperation([{ to, value: '0x1' }, { to: token, data }], context, { describe, wait: false })
 */
export async function sendUserOperation(
  calls: readonly EvmTransaction[],
  context: Context & Pick<SignerContext, 'approve'>,
  { describe, wait }: { describe(calls: readonly EvmTransaction[], context: Context, fee: bigint): Promise<ApprovalRequest>; wait: boolean },
): Promise<{ hash: Hex; receipt?: UserOperationReceipt | undefined }> {
  if (!calls.length) throw new Error('No calls to send')
  const { bundler } = await smartAccountOf(context)
  const userCalls = calls.map(({ to, value, data }) => ({ to: to as Address, value: BigInt(value ?? '0x0'), data: data ?? '0x' }))
  // Prepared (and so simulated) before the person is asked: a batch that would fail is refused in words.
  const prepared = await bundler.prepareUserOperation({ calls: userCalls }).catch((error: unknown) => {
    const text = error instanceof Error ? `${error.message} ${(error as { details?: string }).details ?? ''}` : String(error)
    throw new Error(NOT_ENOUGH.test(text) ? 'Not enough ETH for the network fee' : 'These calls would fail: nothing was sent')
  })
  // The most the operation can cost: every gas limit at the highest fee per gas (what the account must hold).
  const { callGasLimit, verificationGasLimit, preVerificationGas, paymasterVerificationGasLimit = 0n, paymasterPostOpGasLimit = 0n, maxFeePerGas } = prepared
  const fee = (callGasLimit + verificationGasLimit + preVerificationGas + paymasterVerificationGasLimit + paymasterPostOpGasLimit) * maxFeePerGas
  const approval = await describe(calls, context, fee)
  if (!(await context.approve(approval))) throw new Error('User rejected the request')
  const { account } = await smartAccountOf(context)
  const signature = await account.signUserOperation(prepared)
  const hash = await bundler.sendUserOperation({ ...prepared, signature })
  if (!wait) return { hash }
  return { hash, receipt: await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 }) }
}

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch sent by `wallet_sendCalls` (its id is the user operation's hash):
 * 100 while pending, 200 once on the chain, 500 when it reverted (then none of its calls took effect).
 *
 * @example
 * await callsStatus(id, context) // { version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200, receipts: [...] }
 */
export async function callsStatus(id: string, context: Pick<SignerContext, 'chainId' | 'bundler'>) {
  if (!/^0x[0-9a-fA-F]{64}$/.test(id)) throw new Error('Unknown calls id')
  const receipt = await context.bundler<{ success: boolean; receipt: { transactionHash: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; status: Hex; logs: unknown[] } } | null>(
    'eth_getUserOperationReceipt',
    [id],
  )
  const base = { version: '2.0.0', id, chainId: `0x${Number(context.chainId).toString(16)}`, atomic: true }
  if (!receipt) return { ...base, status: 100 }
  const { transactionHash, blockHash, blockNumber, gasUsed, status, logs } = receipt.receipt
  return { ...base, status: receipt.success ? 200 : 500, receipts: [{ transactionHash, blockHash, blockNumber, gasUsed, status, logs }] }
}

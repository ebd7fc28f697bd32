import type { EmbeddedWalletCapability } from '../../../kernel/connection/adapter.js'

// eip155 in the embedded wallet (SPEC.md §5, §6): the frame answers EIP-1193 requests with the account's secp256k1
// key, on the frame's chain (the kit's active eip155 network). Checked without zod, so this chunk stays small.

/** Read methods and raw sends: they run without asking the person (SPEC.md §6 RPC policy). */
const SAFE_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
]

/** Methods that sign or spend: the approval shows first (SPEC.md §6 RPC policy). */
const UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** Methods whose answer is a transaction hash: 0x plus exactly 64 hex characters (SPEC.md §5). */
const HASH_METHODS = new Set(['eth_sendTransaction', 'eth_sendRawTransaction'])
/** Methods whose answer is a signature: 0x plus at least 62 hex characters (SPEC.md §5). */
const SIGNATURE_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4'])

/** The embedded wallet's eip155 side (`ChainAdapter.embeddedWallet()`). */
export const embeddedWallet: EmbeddedWalletCapability = {
  safeMethods: SAFE_METHODS,
  unsafeMethods: UNSAFE_METHODS,
  followsNetwork: true,
  /**
   * SPEC.md §5: each entry of a `wallet_sendCalls` needs a `to` starting with 0x, and its data, if any, starts with 0x.
   *
   * @example
   * embeddedWallet.checkParams('wallet_sendCalls', [{ calls: [{ to: 'nope' }] }]) // throws
   */
  checkParams(method, params) {
    if (method !== 'wallet_sendCalls') return
    const fail = (what: string) => {
      throw new Error(`Invalid parameters for ${method}: ${what}`)
    }
    const calls = ((Array.isArray(params) ? (params as unknown[])[0] : params) as { calls?: unknown } | undefined)?.calls
    if (!Array.isArray(calls)) fail('calls must be a list')
    for (const call of calls as Record<string, unknown>[]) {
      if (typeof call?.to !== 'string' || !call.to.startsWith('0x')) fail("each call needs a 'to' starting with 0x")
      if (call.data !== undefined && !(typeof call.data === 'string' && call.data.startsWith('0x'))) fail("a call's data must start with 0x")
    }
  },
  /**
   * SPEC.md §5: a transaction hash is 0x and 64 hex characters, a signature 0x and at least 62.
   *
   * @example
   * embeddedWallet.checkResponse('personal_sign', '0x1234') // throws: the signature is too short
   */
  checkResponse(method, result) {
    if (HASH_METHODS.has(method) && !(typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result)))
      throw new Error(`Invalid transaction hash in the answer to ${method}`)
    if (SIGNATURE_METHODS.has(method) && !(typeof result === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(result)))
      throw new Error(`Invalid signature in the answer to ${method}`)
  },
  /** The frame's address, on the frame's chain. */
  account(user) {
    if (typeof user.address !== 'string' || !(typeof user.chainId === 'string' || typeof user.chainId === 'number')) throw new Error('No eip155 account')
    return { address: user.address, chainId: Number(user.chainId) || user.chainId }
  },
  target: (network) => ({ chainId: network.id }),
}

import { RpcMethodNotAllowedError } from '../errors/errors.js'

/** Read methods and raw sends: they run without asking the user (SPEC.md §6 RPC policy). */
const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
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
])

/** Methods that sign or spend: the approval view shows first (SPEC.md §6 RPC policy). */
const UNSAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/**
 * Whether a method runs silently or needs approval; any other method is refused with
 * 'Requested RPC call is not allowed' (SPEC.md §6).
 *
 * @example
 * classifyRpcMethod('eth_getBalance') // 'safe'
 * classifyRpcMethod('personal_sign')  // 'unsafe'
 */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.has(method)) return 'unsafe'
  throw new RpcMethodNotAllowedError({ method })
}

import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatEther, hexToBytes, isHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FrameSigner, SignerContext } from '../../../secure-site/frameSigner.js'
import { describeTransaction, describeTypedData } from './describeRequest.js'

// eip155 inside the secure site (SPEC.md §5, §6): the account's secp256k1 key answers EIP-1193 requests on the
// frame's chain; reads go to the chain as they are; a signature or a transaction is shown in words and approved
// first. The key is made into a signer for one request and dropped.

/** Known networks by chain id, with their native currency, so an approval names both in words. */
const NETWORKS: Readonly<Record<string, [name: string, symbol: string]>> = {
  1: ['Ethereum', 'ETH'],
  10: ['OP Mainnet', 'ETH'],
  56: ['BNB Smart Chain', 'BNB'],
  100: ['Gnosis', 'xDAI'],
  137: ['Polygon', 'POL'],
  324: ['zkSync', 'ETH'],
  8453: ['Base', 'ETH'],
  42161: ['Arbitrum One', 'ETH'],
  43114: ['Avalanche', 'AVAX'],
  11155111: ['Sepolia', 'ETH'],
  31337: ['Anvil (local)', 'ETH'],
  31338: ['Anvil Two (local)', 'ETH'],
}

/** Read methods the frame passes to the chain as they are. */
const READ_METHOD = /^(eth_(blockNumber|call|estimateGas|feeHistory|gasPrice|getBalance|getBlockBy\w+|getCode|getLogs|getStorageAt|getTransaction\w*|maxPriorityFeePerGas|sendRawTransaction)|net_version)$/
const SIGNING = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

/** A token's symbol and decimals, read from the chain for an approval; undefined when it does not answer them. */
function tokenReader(rpc: SignerContext['rpc']) {
  return async (address: Address): Promise<{ symbol: string; decimals: number } | undefined> => {
    try {
      const [symbol, decimals] = await Promise.all([
        rpc<Hex>('eth_call', [{ to: address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) }, 'latest']),
        rpc<Hex>('eth_call', [{ to: address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) }, 'latest']),
      ])
      return {
        symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol }).slice(0, 32),
        decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimals }),
      }
    } catch {
      return undefined // not a token, or a chain that does not answer: the approval says 'an unknown token'
    }
  }
}

/** The account's signer, made from its key for one use. */
const signer = async (key: SignerContext['key']) => privateKeyToAccount((await key()) as Hex)

async function rejectUnlessApproved(approve: SignerContext['approve'], request: Parameters<SignerContext['approve']>[0]): Promise<void> {
  if (!(await approve(request))) throw new Error('User rejected the request')
}

/** Signs and sends a transaction after the person approved it in words, with its network fee. */
async function sendTransaction(tx: { to?: Address; value?: Hex; data?: Hex; gas?: Hex }, { key, chainId, rpc, approve }: SignerContext): Promise<Hex> {
  const account = await signer(key)
  const value = BigInt(tx.value ?? '0x0')
  const from = account.address
  const symbol = NETWORKS[String(Number(chainId))]?.[1] ?? 'ETH'
  // The fee is estimated before the person is asked: a transaction the account cannot pay for is refused in
  // words, not after approval with the node's message.
  const request = { from, to: tx.to, value: `0x${value.toString(16)}`, data: tx.data ?? '0x' }
  const [gasPrice, balance, estimated] = await Promise.all([
    rpc<Hex>('eth_gasPrice'),
    rpc<Hex>('eth_getBalance', [from, 'latest']),
    tx.gas ? Promise.resolve(tx.gas) : rpc<Hex>('eth_estimateGas', [request]).catch((error: unknown) => error as Error),
  ])
  const fee = estimated instanceof Error ? undefined : BigInt(estimated) * BigInt(gasPrice)
  if (fee !== undefined && BigInt(balance) < value + fee) throw new Error(`Not enough ${symbol} for the network fee`)
  if (estimated instanceof Error && /insufficient funds/i.test(estimated.message)) throw new Error(`Not enough ${symbol} for the network fee`)
  const described = await describeTransaction(tx, { nativeSymbol: symbol, readToken: tokenReader(rpc) })
  described.details.push(['Network fee', fee === undefined ? 'Could not be estimated: the transaction may fail' : `≈ ${formatEther(fee)} ${symbol}`])
  await rejectUnlessApproved(approve, described)
  const nonce = await rpc<Hex>('eth_getTransactionCount', [from, 'pending'])
  const gas = estimated instanceof Error ? await rpc<Hex>('eth_estimateGas', [request]) : estimated
  const signed = await account.signTransaction({
    type: 'legacy',
    chainId: Number(chainId),
    nonce: Number(nonce),
    gasPrice: BigInt(gasPrice),
    gas: BigInt(gas),
    value,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.data ? { data: tx.data } : {}),
  })
  return rpc<Hex>('eth_sendRawTransaction', [signed])
}

/** The eip155 signer of the secure site. */
export const frameSigner: FrameSigner = {
  answers: (method) => SIGNING.has(method) || READ_METHOD.test(method),
  networkLabel: ({ chainId }) => `${NETWORKS[String(Number(chainId))]?.[0] ?? 'Chain'} (eip155:${Number(chainId)})`,
  async answer(method, params, context) {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    const { key, chainId, rpc, approve, messageText } = context
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [(await signer(key)).address]
      case 'eth_chainId':
        return `0x${Number(chainId).toString(16)}`
      case 'personal_sign': {
        const message = String(list[0] ?? '')
        const text = isHex(message) ? messageText(hexToBytes(message)) : message
        await rejectUnlessApproved(approve, { title: 'Sign message', details: [['Message', text]] })
        return (await signer(key)).signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1])) as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0]
        await rejectUnlessApproved(approve, describeTypedData(typed as Parameters<typeof describeTypedData>[0]))
        return (await signer(key)).signTypedData(typed)
      }
      case 'eth_sendTransaction':
        return sendTransaction((list[0] ?? {}) as { to?: Address; value?: Hex; data?: Hex; gas?: Hex }, context)
      default:
        return rpc(method, list)
    }
  },
}

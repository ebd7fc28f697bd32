import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatEther, hexToBytes, isHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FrameSigner, SignerContext } from '../../../secure-site/frameSigner.js'
import { describeTransaction, describeTypedData, type EvmTransaction } from './describeRequest.js'
import { smartAccountAddress } from './smartAccountAddress.js'

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
const SIGNING = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])

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

/**
 * The smart account's signer (viem's account abstraction, about 30 kB), a chunk of its own: the secure site fetches it
 * only when a smart account signs, sends or is asked for a batch's status.
 */
const smartAccounts = () => import('./smartAccountSigner.js')

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
    const smart = context.accountType === 'smartAccount'
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts': {
        const { address } = await signer(key)
        return [smart ? smartAccountAddress(address) : address]
      }
      case 'eth_chainId':
        return `0x${Number(chainId).toString(16)}`
      case 'personal_sign': {
        const message = String(list[0] ?? '')
        const text = isHex(message) ? messageText(hexToBytes(message)) : message
        const loading = smart ? smartAccounts() : undefined
        await rejectUnlessApproved(approve, { title: 'Sign message', details: [['Message', text]] })
        const signed = { message: isHex(message) ? { raw: message } : message }
        // A smart account signs for ERC-1271 (ERC-6492 while it is not deployed yet).
        if (loading) return (await (await loading).smartAccountOf(context)).account.signMessage(signed)
        return (await signer(key)).signMessage(signed)
      }
      case 'eth_signTypedData_v4': {
        const typed = JSON.parse(typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1])) as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0]
        const loading = smart ? smartAccounts() : undefined
        await rejectUnlessApproved(approve, describeTypedData(typed as Parameters<typeof describeTypedData>[0]))
        if (loading) return (await (await loading).smartAccountOf(context)).account.signTypedData(typed)
        return (await signer(key)).signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: Address; value?: Hex; data?: Hex; gas?: Hex }
        if (!smart) return sendTransaction(tx, context)
        // One user operation through the bundler; the answer is the hash of the transaction that carried it.
        const { sendUserOperation } = await smartAccounts()
        const { receipt } = await sendUserOperation([tx], context, { describe: describeCalls, wait: true })
        if (!receipt?.success) throw new Error('The transaction reverted')
        return receipt.receipt.transactionHash
      }
      case 'wallet_sendCalls': {
        const request = (list[0] ?? {}) as { calls?: EvmTransaction[] }
        if (!smart) throw new Error('Several calls at once need a smart account on this network')
        // EIP-5792: every call in one user operation, all or none; the id is the user operation's hash.
        const { sendUserOperation } = await smartAccounts()
        const { hash } = await sendUserOperation(request.calls ?? [], context, { describe: describeCalls, wait: false })
        return { id: hash }
      }
      case 'wallet_getCallsStatus':
        return (await smartAccounts()).callsStatus(String(list[0] ?? ''), context)
      case 'wallet_getCapabilities': {
        // EIP-5792: atomic batches on the networks with smart accounts, while the smart account is the one in use.
        const networks = smart ? context.smartAccountNetworks : []
        return Object.fromEntries(networks.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'supported' } }]))
      }
      default:
        return rpc(method, list)
    }
  },
  async accounts(context) {
    const eoa = (await signer(context.key)).address
    if (!context.smartAccountNetwork) return { address: eoa, accounts: [{ address: eoa, type: 'eoa' }] }
    const address = smartAccountAddress(eoa)
    // On a network with smart accounts the person has both, and uses the one they prefer.
    if (context.accountType !== 'smartAccount') return { address: eoa, accounts: [{ address: eoa, type: 'eoa' }, { address, type: 'smartAccount' }] }
    const code = await context.rpc<Hex | null>('eth_getCode', [address, 'latest'])
    return {
      address,
      accounts: [{ address, type: 'smartAccount' }, { address: eoa, type: 'eoa' }],
      smartAccountDeployed: Boolean(code && code !== '0x'),
    }
  },
}

/** The approval of a user operation's calls: one call as a transaction reads, several one after the other. */
async function describeCalls(calls: readonly EvmTransaction[], { chainId, rpc }: Pick<SignerContext, 'chainId' | 'rpc'>, fee: bigint) {
  const symbol = NETWORKS[String(Number(chainId))]?.[1] ?? 'ETH'
  const described = await Promise.all(calls.map((call) => describeTransaction(call, { nativeSymbol: symbol, readToken: tokenReader(rpc) })))
  // As for the EOA: the network fee, here the user operation's at most.
  const networkFee: [string, string] = ['Network fee', `≈ ${formatEther(fee)} ${symbol}`]
  const [only] = described
  if (described.length === 1 && only) return { ...only, details: [...only.details, ['From', 'Your smart account'] as [string, string], networkFee] }
  return {
    title: `${described.length} calls, all or none`,
    details: [...described.flatMap(({ title, details }, index) => [[`Call ${index + 1}`, title] as [string, string], ...details]), networkFee],
    raw: described.map(({ raw }) => raw ?? '0x').join('\n'),
  }
}

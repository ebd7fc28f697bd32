import {
  createWalletClient,
  defineChain,
  hexToBigInt,
  http,
  isHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A chain the test wallet knows, and the local node it talks to for it. */
interface TestWalletChain {
  chainId: number
  /** JSON-RPC URL on 127.0.0.1 (the wallet refuses any other host). */
  rpcUrl: string
}

/** Which prompts the simulated user rejects (EIP-1193 4001). */
export interface TestWalletReject {
  /** `eth_requestAccounts` / `wallet_requestPermissions`. */
  connect?: boolean
  /** `wallet_switchEthereumChain` and `wallet_addEthereumChain`. */
  switch?: boolean
  /** `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`. */
  sign?: boolean
}

export interface CreateTestWalletParameters {
  /** The key the wallet signs with; it never leaves Node. */
  privateKey: Hex
  /** The chains it can switch to; the first is the one it starts on. */
  chains: readonly [TestWalletChain, ...TestWalletChain[]]
  /** Chains it switches to without adding first; others answer 4902 until added. Defaults to every chain in `chains`. */
  knownChainIds?: readonly number[]
  /** Prompts the user rejects. */
  reject?: TestWalletReject
}

export interface TestWalletRequest {
  method: string
  params: unknown
}

export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect'
type TestWalletListener = (payload: unknown) => void

/** An EIP-1193 `ProviderRpcError`. */
export class TestWalletRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = data
  }
}

export interface TestWallet {
  /** The wallet's account (the one it shares now). */
  readonly address: Hex
  /** The chain it is on now. */
  readonly chainId: number
  /** Whether the page may see the account (it connected and was not revoked since). */
  readonly authorized: boolean
  /** Every request, oldest first. */
  requests: TestWalletRequest[]
  /** EIP-1193 `request`; failures are `TestWalletRpcError`s ({ code, message }). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: TestWalletEvent, listener: TestWalletListener): void
  removeListener(event: TestWalletEvent, listener: TestWalletListener): void
  /** Changes which prompts the user rejects. */
  setReject(reject: TestWalletReject): void
  /** The user disconnects the site in the wallet: the account is no longer shared; emits `accountsChanged []`. */
  disconnectFromWallet(): void
  /** The user picks another account of the wallet: it signs with `privateKey` and emits `accountsChanged`. */
  switchAccount(privateKey: Hex): void
}

const USER_REJECTED = () => new TestWalletRpcError(4001, 'User rejected the request.')
const UNAUTHORIZED = () =>
  new TestWalletRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const UNSUPPORTED = (method: string) => new TestWalletRpcError(4200, `The Provider does not support the requested method: ${method}`)
const INVALID_PARAMS = (message: string) => new TestWalletRpcError(-32602, message)

const hex = (id: number) => `0x${id.toString(16)}`
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Reads a hex or decimal quantity the page sent. */
function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'string' && isHex(value)) return hexToBigInt(value)
  if (typeof value === 'string' || typeof value === 'number') return BigInt(value)
  return undefined
}

/**
 * A real EIP-1193 wallet for tests: it holds a private key in Node, signs with viem and sends transactions
 * to local anvil nodes. Prompts are simulated: they succeed unless `reject` says the user declines.
 * `installInjectedWallet` injects it into a browser page; unit tests use it directly as a provider.
 *
 * @example
 * const wallet = createTestWallet({ privateKey, chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
 * await wallet.request({ method: 'eth_requestAccounts' }) // [wallet.address]
 */
export function createTestWallet({
  privateKey,
  chains,
  knownChainIds,
  reject: initialReject = {},
}: CreateTestWalletParameters): TestWallet {
  let account = privateKeyToAccount(privateKey)
  const rpcUrls = new Map(chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const known = new Set(knownChainIds ?? chains.map((chain) => chain.chainId))
  let chainId = chains[0].chainId
  let authorized = false
  let reject = { ...initialReject }
  const requests: TestWalletRequest[] = []
  const listeners = new Map<TestWalletEvent, Set<TestWalletListener>>()
  let rpcId = 0

  function emit(event: TestWalletEvent, payload: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  function rpcUrl(): string {
    const url = rpcUrls.get(chainId)
    if (!url) throw new TestWalletRpcError(-32603, `The test wallet has no RPC URL for chain ${chainId}.`)
    // Tests never send traffic off this machine, whatever RPC URL a page asks the wallet to add.
    if (!LOOPBACK.has(new URL(url).hostname))
      throw new TestWalletRpcError(-32603, `The test wallet only talks to local nodes, not ${url}.`)
    return url
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    if (body.error) throw new TestWalletRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  function requireAccount(from: unknown): void {
    if (!authorized) throw UNAUTHORIZED()
    if (typeof from === 'string' && from.toLowerCase() !== account.address.toLowerCase()) throw UNAUTHORIZED()
  }

  function connect(): Hex[] {
    if (reject.connect) throw USER_REJECTED()
    const wasAuthorized = authorized
    authorized = true
    if (!wasAuthorized) emit('accountsChanged', [account.address])
    return [account.address]
  }

  async function sendTransaction(tx: Record<string, unknown>): Promise<Hex> {
    const url = rpcUrl()
    const chain = defineChain({
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    })
    const client = createWalletClient({ account, chain, transport: http(url) })
    const gas = quantity(tx['gas'] ?? tx['gasLimit'])
    const value = quantity(tx['value'])
    const nonce = quantity(tx['nonce'])
    const maxFeePerGas = quantity(tx['maxFeePerGas'])
    const maxPriorityFeePerGas = quantity(tx['maxPriorityFeePerGas'])
    const gasPrice = quantity(tx['gasPrice'])
    // Signed here with the local key, then sent raw to the node (eth_sendRawTransaction).
    return client.sendTransaction({
      ...(typeof tx['to'] === 'string' ? { to: tx['to'] as Hex } : {}),
      ...(typeof (tx['data'] ?? tx['input']) === 'string' ? { data: (tx['data'] ?? tx['input']) as Hex } : {}),
      ...(value === undefined ? {} : { value }),
      ...(gas === undefined ? {} : { gas }),
      ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
      ...(gasPrice === undefined
        ? {
            ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
            ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
          }
        : { gasPrice }),
    } as Parameters<typeof client.sendTransaction>[0])
  }

  /** EIP-5792 batches sent by `wallet_sendCalls`, by id: where they went and the hashes of the calls sent. */
  const batches = new Map<string, { chainId: number; rpcUrl: string; hashes: Hex[]; failed: boolean; calls: number }>()

  /**
   * EIP-5792 `wallet_sendCalls`, not atomic: each call is its own transaction, sent after the one before it; a call
   * that fails stops the batch (its status then says what was sent). `atomicRequired` is refused (5760).
   */
  async function sendCalls(request: unknown): Promise<{ id: Hex }> {
    const { chainId: wanted, from, calls, atomicRequired } = (request ?? {}) as { chainId?: unknown; from?: unknown; calls?: unknown; atomicRequired?: unknown }
    if (!Array.isArray(calls) || calls.length === 0) throw INVALID_PARAMS('wallet_sendCalls needs { calls: [...] }.')
    requireAccount(from)
    if (wanted !== undefined && Number(quantity(wanted)) !== chainId) throw new TestWalletRpcError(5710, `The wallet is not on chain ${String(wanted)}.`)
    if (atomicRequired === true) throw new TestWalletRpcError(5760, 'The wallet cannot send these calls atomically.')
    if (reject.sign) throw USER_REJECTED()
    const id = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as Hex
    const batch = { chainId, rpcUrl: rpcUrl(), hashes: [] as Hex[], failed: false, calls: calls.length }
    batches.set(id, batch)
    for (const call of calls as Record<string, unknown>[]) {
      try {
        batch.hashes.push(await sendTransaction({ ...call, from: account.address }))
      } catch {
        batch.failed = true
        break
      }
    }
    return { id }
  }

  /**
   * EIP-5792 `wallet_getCallsStatus`: 100 while a sent call is not mined, 200 when every call succeeded, 400 when
   * none was sent, 500 when none succeeded, 600 when some did.
   */
  async function callsStatus(id: unknown): Promise<unknown> {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new TestWalletRpcError(5730, 'Unknown calls id.')
    const receipts: { status: Hex; transactionHash: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; logs: unknown[] }[] = []
    for (const hash of batch.hashes) {
      const response = await fetch(batch.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: 'eth_getTransactionReceipt', params: [hash] }),
      })
      const { result } = (await response.json()) as { result?: (typeof receipts)[number] | null }
      if (result) receipts.push(result)
    }
    const base = { version: '2.0.0', id, chainId: hex(batch.chainId), atomic: false }
    const summary = { receipts: receipts.map(({ status, transactionHash, blockHash, blockNumber, gasUsed, logs }) => ({ status, transactionHash, blockHash, blockNumber, gasUsed, logs })) }
    if (receipts.length < batch.hashes.length) return { ...base, status: 100, ...summary }
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
    const status = succeeded === batch.calls ? 200 : batch.hashes.length === 0 ? 400 : succeeded === 0 ? 500 : 600
    return { ...base, status, ...summary }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'wallet_requestPermissions':
        connect()
        return [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'wallet_getPermissions':
        return authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        if (authorized) {
          authorized = false
          emit('accountsChanged', [])
        }
        return null
      case 'eth_chainId':
        return hex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain': {
        const target = quantity((list[0] as { chainId?: unknown } | undefined)?.chainId)
        if (target === undefined) throw INVALID_PARAMS('wallet_switchEthereumChain needs { chainId }.')
        if (reject.switch) throw USER_REJECTED()
        const id = Number(target)
        if (!known.has(id) || !rpcUrls.has(id))
          throw new TestWalletRpcError(4902, `Unrecognized chain ID "${hex(id)}". Try adding the chain using wallet_addEthereumChain first.`)
        if (id !== chainId) {
          chainId = id
          emit('chainChanged', hex(id))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = list[0] as { chainId?: unknown; rpcUrls?: unknown } | undefined
        const id = quantity(chain?.chainId)
        const urls = chain?.rpcUrls
        if (id === undefined || !Array.isArray(urls) || typeof urls[0] !== 'string')
          throw INVALID_PARAMS('wallet_addEthereumChain needs { chainId, rpcUrls }.')
        if (reject.switch) throw USER_REJECTED()
        // A chain the test set up keeps its local node; otherwise the wallet learns the page's URL.
        if (!rpcUrls.has(Number(id))) rpcUrls.set(Number(id), urls[0])
        known.add(Number(id))
        return null
      }
      case 'personal_sign': {
        const [message, from] = list
        if (typeof message !== 'string') throw INVALID_PARAMS('personal_sign needs [message, address].')
        requireAccount(from)
        if (reject.sign) throw USER_REJECTED()
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [from, data] = list
        requireAccount(from)
        const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        if (reject.sign) throw USER_REJECTED()
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as Record<string, unknown> | undefined
        if (!tx) throw INVALID_PARAMS('eth_sendTransaction needs a transaction.')
        requireAccount(tx['from'])
        if (reject.sign) throw USER_REJECTED()
        return sendTransaction(tx)
      }
      case 'wallet_getCapabilities': {
        const [from, chainIds] = list
        requireAccount(from)
        // EIP-5792: calls are sent one after the other, so atomicity is unsupported on every chain it knows.
        const wanted = Array.isArray(chainIds) ? chainIds.map((id) => Number(quantity(id))) : [...rpcUrls.keys()]
        return Object.fromEntries(wanted.filter((id) => rpcUrls.has(id)).map((id) => [hex(id), { atomic: { status: 'unsupported' } }]))
      }
      case 'wallet_sendCalls':
        return sendCalls(list[0])
      case 'wallet_getCallsStatus':
        return callsStatus(list[0])
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'wallet_getAssets':
      case 'wallet_grantPermissions':
        throw UNSUPPORTED(method)
      default:
        return forward(method, params)
    }
  }

  return {
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    requests,
    async request({ method, params }) {
      requests.push({ method, params })
      try {
        return await handle(method, params)
      } catch (error) {
        if (error instanceof TestWalletRpcError) throw error
        // viem and node failures reach the page as EIP-1193 errors, like a real wallet's.
        const { code, shortMessage, message } = error as { code?: unknown; shortMessage?: string; message?: string }
        throw new TestWalletRpcError(typeof code === 'number' ? code : -32603, shortMessage ?? message ?? String(error))
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setReject(next) {
      reject = { ...next }
    },
    switchAccount(key) {
      account = privateKeyToAccount(key)
      if (authorized) emit('accountsChanged', [account.address])
    },
    disconnectFromWallet() {
      authorized = false
      emit('accountsChanged', [])
    },
  }
}

import { eip155 } from '../chains/eip155/eip155.js'
import type { Eip1193Provider } from '../chains/eip155/types.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import type { ChainAdapter } from '../kernel/connection/adapter.js'
import type { TokenBalance } from '../kernel/types/account.js'
import { fakeConnector, testKit } from './fixtures.js'
import { getKernelApi } from '../kernel/internals.js'

// Test helpers only: a kit with the eip155 chain package's capabilities and a connected wallet whose EIP-1193
// provider the test scripts, and balances the test sets. No request leaves the process unless the test points
// `apiUrls.blockchain` at a local server.

export const ALICE = '0x00000000000000000000000000000000000000a1'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const TUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const HASH = `0x${'ab'.repeat(32)}` as const

const ETH_BALANCE: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
}
const TUSD_BALANCE: TokenBalance = {
  name: 'Test USD',
  symbol: 'TUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${TUSD}`,
  price: 1,
  quantity: { decimals: '6', numeric: '1000.123456' },
}

export interface StubWallet extends Eip1193Provider {
  requests: { method: string; params: unknown }[]
  /** What eth_sendTransaction does: answer a hash (default `HASH`) or throw. */
  onSend: (transaction: Record<string, unknown>) => unknown
  chainId: number
  gasPrice: bigint
}

/** An EIP-1193 provider that answers chain id, gas and sends as the test says, and records every request. */
export function stubWallet(overrides: Partial<Pick<StubWallet, 'onSend' | 'chainId' | 'gasPrice'>> = {}): StubWallet {
  const wallet: StubWallet = {
    requests: [],
    onSend: () => HASH,
    chainId: 1,
    gasPrice: 1_000_000_000n,
    ...overrides,
    async request({ method, params }) {
      wallet.requests.push({ method, params })
      if (method === 'eth_chainId') return `0x${wallet.chainId.toString(16)}`
      if (method === 'eth_estimateGas') return '0x5208'
      if (method === 'eth_gasPrice') return `0x${wallet.gasPrice.toString(16)}`
      if (method === 'eth_sendTransaction') return wallet.onSend((params as Record<string, unknown>[])[0] ?? {})
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    },
  }
  return wallet
}

/** The devnet's names (accounts 0..3 of the default mnemonic). */
const PROFILES: Readonly<Record<string, string>> = {
  'alice.portico': '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'bob.portico': BOB,
  'carol.portico': '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  'dave.portico': '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
}

/**
 * A `fetch` that answers `GET …/v1/profile/account/{name}` from `PROFILES` as the devnet does, 404 otherwise,
 * for tests that run where the devnet cannot (happy-dom).
 */
export const profileFetch: typeof fetch = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  const name = decodeURIComponent(/\/v1\/profile\/account\/([^/]+)$/u.exec(url.pathname)?.[1] ?? '').toLowerCase()
  const address = PROFILES[name]
  if (!address || url.searchParams.get('apiVersion') !== '2')
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
  return new Response(JSON.stringify({ name, addresses: { '60': { address } }, attributes: {} }), {
    headers: { 'content-type': 'application/json' },
  })
}

/** The eip155 package's adapter without its identity (these kits have no blockchain API for it). */
function eip155Capabilities(): ChainAdapter {
  const adapter = eip155({ discovery: false })
  delete adapter.getIdentity
  return adapter
}

export interface SendTestKitParameters {
  wallet?: StubWallet
  tokens?: TokenBalance[]
  options?: Partial<AppKitOptions>
  /** Extra adapters (another chain family) beside the eip155 one. */
  adapters?: ChainAdapter[]
  /** The kit's fetch (API calls). Default: the global one. */
  fetch?: typeof fetch
}

/**
 * A kit in basic mode with an eip155 adapter (the capabilities of `eip155()`, its discovery replaced) whose one
 * wallet (`test-wallet`, address `ALICE`) is connected on mainnet and holds `tokens` (ETH 2.5 and TUSD
 * 1000.123456 by default; the adapter answers them on every balance refresh).
 */
export async function sendTestKit({ wallet = stubWallet(), tokens = [ETH_BALANCE, TUSD_BALANCE], options = {}, adapters = [], fetch }: SendTestKitParameters = {}) {
  const connector = fakeConnector({ result: { address: ALICE, chainId: 1 }, getProvider: async () => wallet })
  const balances = { tokens }
  const kit = testKit(
    {
      adapters: [
        {
          ...eip155Capabilities(),
          setup(context) {
            const off = context.registerConnector(connector)
            return () => void off()
          },
          async getBalances() {
            const native = balances.tokens.find((token) => !token.address)
            return { native: { balance: native?.quantity.numeric ?? '0', symbol: 'ETH' }, tokens: balances.tokens }
          },
        },
        ...adapters,
      ],
      ...options,
    },
    // No built-in plugin: tests add the ones they need through `options.plugins`.
    { builtins: {}, ...(fetch ? { fetch } : {}) },
  )
  await kit.ready()
  await kit.connect('test-wallet')
  await getKernelApi(kit).account.refreshBalances(undefined, { force: true })
  return { kit, wallet, connector, balances }
}

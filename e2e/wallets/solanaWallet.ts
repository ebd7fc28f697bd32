import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { sendWireTransaction } from '../../devnet/solana/sendWireTransaction.js'
import { signWireTransaction } from '../../devnet/solana/signWireTransaction.js'
import { signWithKey, type SolanaDevnetAccount } from '../../devnet/solana/solanaKeys.js'

/** Which prompts the simulated user rejects. */
interface SolanaWalletReject {
  connect?: boolean
  /** signMessage, signTransaction, signAndSendTransaction. */
  sign?: boolean
}

export interface InstallSolanaWalletParameters {
  /** The devnet account the wallet holds; its key stays in Node. */
  account: SolanaDevnetAccount
  /** The local Solana RPC the wallet sends through (127.0.0.1 only). */
  rpcUrl: string
  /** The chains its account lists (`solana:<reference>`). */
  chains: readonly `${string}:${string}`[]
  /** The wallet's name in the page. Defaults to 'Portico Solana Wallet'. */
  name?: string
  reject?: SolanaWalletReject
  /** Register only when `register()` is called (an extension that loads late), not at document start. */
  late?: boolean
}

export interface SolanaTestWallet {
  readonly address: string
  /** Every request the page made, oldest first. */
  requests: { method: string; params: unknown }[]
  setReject(reject: SolanaWalletReject): void
  /** Registers a late wallet in the page now. */
  register(): Promise<void>
}

/** The Wallet Standard name and icon of the test wallet. */
export const SOLANA_TEST_WALLET_NAME = 'Portico Solana Wallet'
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#9945ff"/><path d="M9 11h14l-3 3H6zm3 4h14l-3 3H9zm-3 4h14l-3 3H6z" fill="#fff"/></svg>',
).toString('base64')}` as const

const BINDING = '__porticoSolanaWalletRequest'
const HANDLE = '__porticoSolanaWallet'

type Reply = { result: unknown } | { error: { code: number; message: string } }

/**
 * The page side: a Wallet Standard wallet registered the way an extension's content script does it (the
 * `wallet-standard:register-wallet` event, and again on `wallet-standard:app-ready`), whose calls go to Node.
 */
function pageShim({ name, icon, chains, binding, handle, late }: { name: string; icon: string; chains: string[]; binding: string; handle: string; late: boolean }): void {
  type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }
  const w = window as unknown as Record<string, unknown> & Window
  const call = w[binding] as (args: { method: string; params?: unknown }) => Promise<Reply>
  const request = async (method: string, params?: unknown) => {
    const reply = await call({ method, params })
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  }
  const listeners = new Set<(properties: { accounts?: readonly Account[] }) => void>()
  let accounts: readonly Account[] = []
  const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
  const setAccounts = (list: { address: string; publicKey: number[] }[]) => {
    accounts = list.map(({ address, publicKey }) => Object.freeze({ address, publicKey: new Uint8Array(publicKey), chains: [...chains], features }))
    for (const listener of listeners) listener({ accounts })
  }
  const toBytes = (value: unknown) => new Uint8Array(value as number[])
  const wallet = {
    version: '1.0.0',
    name,
    icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const list = (await request('connect', { silent: Boolean(input?.silent) })) as { address: string; publicKey: number[] }[]
          if (list.length) setAccounts(list)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await request('disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly Account[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ message }) => ({ signedMessage: message, signature: toBytes(await request('signMessage', { message: [...message] })) })),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { transaction: Uint8Array; chain?: string }[]) {
          return Promise.all(
            inputs.map(async ({ transaction, chain }) => ({ signedTransaction: toBytes(await request('signTransaction', { transaction: [...transaction], chain })) })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { transaction: Uint8Array; chain: string }[]) {
          return Promise.all(
            inputs.map(async ({ transaction, chain }) => ({ signature: toBytes(await request('signAndSendTransaction', { transaction: [...transaction], chain })) })),
          )
        },
      },
    },
  }
  const callback = ({ register }: { register(wallet: unknown): unknown }) => register(wallet)
  const register = () => {
    w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
    w.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail))
  }
  Object.defineProperty(w, handle, { value: { register, setAccounts } })
  if (!late) register()
}

/**
 * Installs the Solana test wallet in a Playwright page: a Wallet Standard wallet (`standard:connect`,
 * `standard:disconnect`, `standard:events`, `solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`) whose signatures are made in Node with the devnet account's ed25519 key, and
 * whose transactions it sends itself to the local Solana RPC. Call before `page.goto`.
 *
 * @example
 * const wallet = await installSolanaWallet(page, { account, rpcUrl, chains: ['solana:Abc…'] })
 * wallet.setReject({ sign: true })
 */
export async function installSolanaWallet(
  page: Page,
  { account, rpcUrl, chains, name = SOLANA_TEST_WALLET_NAME, reject: initialReject = {}, late = false }: InstallSolanaWalletParameters,
): Promise<SolanaTestWallet> {
  if (new URL(rpcUrl).hostname !== '127.0.0.1') throw new Error(`The test wallet talks to 127.0.0.1 only, not ${rpcUrl}`)
  let reject = initialReject
  let authorized = false
  const requests: SolanaTestWallet['requests'] = []
  const refused = () => ({ error: { code: 4001, message: 'User rejected the request.' } })
  const publicKey = [...base58.decode(account.address)]
  const bytes = (value: unknown) => new Uint8Array(value as number[])

  await page.exposeBinding(BINDING, async (_source, { method, params }: { method: string; params?: Record<string, unknown> }): Promise<Reply> => {
    requests.push({ method, params })
    try {
      switch (method) {
        case 'connect':
          if (params?.['silent']) return { result: authorized ? [{ address: account.address, publicKey }] : [] }
          if (reject.connect) return refused()
          authorized = true
          return { result: [{ address: account.address, publicKey }] }
        case 'disconnect':
          authorized = false
          return { result: null }
        case 'signMessage':
          if (reject.sign) return refused()
          return { result: [...signWithKey(account.secretKey, bytes(params?.['message']))] }
        case 'signTransaction':
          if (reject.sign) return refused()
          return { result: [...signWireTransaction(bytes(params?.['transaction']), account)] }
        case 'signAndSendTransaction': {
          if (reject.sign) return refused()
          if (!chains.includes(params?.['chain'] as `${string}:${string}`)) return { error: { code: -32602, message: `Unknown chain ${String(params?.['chain'])}` } }
          const signature = await sendWireTransaction(rpcUrl, signWireTransaction(bytes(params?.['transaction']), account))
          return { result: [...base58.decode(signature)] }
        }
        default:
          return { error: { code: 4200, message: `Unsupported method ${method}` } }
      }
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  })
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  await page.addInitScript(pageShim, { name, icon: ICON, chains: [...chains], binding: BINDING, handle: HANDLE, late })
  return {
    address: account.address,
    requests,
    setReject: (next) => (reject = next),
    register: () => page.evaluate((handle) => (window as unknown as Record<string, { register(): void }>)[handle]!.register(), HANDLE),
  }
}

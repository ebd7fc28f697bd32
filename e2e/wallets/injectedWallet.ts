import type { Page } from 'playwright-core'
import {
  createTestWallet,
  TestWalletRpcError,
  type CreateTestWalletParameters,
  type TestWallet,
  type TestWalletEvent,
  type TestWalletReject,
  type TestWalletRequest,
} from './createTestWallet.js'

export interface InstallInjectedWalletParameters extends CreateTestWalletParameters {
  /** Announce the wallet with EIP-6963. Defaults to `true`. */
  announce?: boolean
  /** Also set `window.ethereum` to the provider. Defaults to `false`. */
  legacy?: boolean
  /** The EIP-6963 name and rdns to announce instead of the test wallet's own. */
  info?: Partial<Pick<WalletInfo, 'name' | 'rdns'>>
}

/** EIP-6963 provider info. */
interface WalletInfo {
  uuid: string
  name: string
  rdns: string
  icon: string
}

export interface InjectedWallet {
  /** The wallet's account. */
  address: `0x${string}`
  /** The wallet behind the page's provider (chain, authorization). */
  wallet: TestWallet
  /** Every request the page made, oldest first. */
  requests: TestWalletRequest[]
  /** Changes which prompts the user rejects. */
  setReject(reject: TestWalletReject): void
  /** The user disconnects the site in the wallet: emits `accountsChanged []` to the page. */
  disconnectFromWallet(): void
  /** The user picks another account in the wallet: emits `accountsChanged [address]` to the page. */
  switchAccount(privateKey: `0x${string}`): void
  /**
   * The user has not answered the connect prompt yet: `eth_requestAccounts` waits until the returned function is
   * called (then it is answered as usual).
   */
  holdConnectPrompt(): () => void
  /** The user has not answered a transaction prompt yet: `eth_sendTransaction` waits until the returned function is called. */
  holdSendPrompt(): () => void
  /** The user has not answered a network switch prompt yet: `wallet_switchEthereumChain` waits until the returned function is called. */
  holdSwitchPrompt(): () => void
  /**
   * The extension goes away (disabled or removed): the page's provider rejects its pending and later requests with
   * 4900 'Disconnected' and emits `disconnect`, as an extension's in-page provider does when its background is gone.
   */
  vanish(): Promise<void>
  /**
   * The extension restarts (an update or reload): the old provider goes away as in `vanish` and a fresh provider is
   * announced under the same rdns, answered by the same wallet.
   */
  restart(): Promise<void>
}

/** EIP-6963 metadata of the test wallet. */
export const TEST_WALLET_INFO = {
  uuid: '6f1c2a63-4d0e-4c3b-9a57-3d1f4c0b9e21',
  name: 'Portico Test Wallet',
  rdns: 'io.portico.testwallet',
  icon: `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/><path d="M8 11h16v11H8z" fill="#fff"/><circle cx="20" cy="16.5" r="2" fill="#3b82f6"/></svg>',
  ).toString('base64')}`,
} as const

const REQUEST_BINDING = '__porticoTestWalletRequest'
const PAGE_HANDLE = '__porticoTestWallet'

type BindingReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

/** The page side: an EIP-1193 provider whose `request` goes to Node. Runs in the browser before any page script. */
function pageShim({ info, announce, legacy, binding, handle }: {
  info: WalletInfo
  announce: boolean
  legacy: boolean
  binding: string
  handle: string
}): void {
  type Listener = (payload: unknown) => void
  const w = window as unknown as Record<string, unknown> & Window
  const call = w[binding] as (args: { method: string; params?: unknown }) => Promise<BindingReply>
  const disconnected = () => Object.assign(new Error('Disconnected'), { code: 4900 })

  /** One in-page provider; `kill` is the extension's background going away under it. */
  function makeProvider() {
    const listeners = new Map<string, Set<Listener>>()
    const pending = new Set<(error: Error) => void>()
    let dead = false
    const provider = {
      isPorticoTestWallet: true,
      async request(args: { method: string; params?: unknown }) {
        if (!args || typeof args.method !== 'string') throw Object.assign(new Error('Invalid request'), { code: -32600 })
        if (dead) throw disconnected()
        const reply = await new Promise<BindingReply>((resolve, reject) => {
          pending.add(reject)
          call({ method: args.method, params: args.params }).then(resolve, reject).finally(() => pending.delete(reject))
        })
        if ('error' in reply) throw Object.assign(new Error(reply.error.message), reply.error)
        return reply.result
      },
      on(event: string, listener: Listener) {
        let set = listeners.get(event)
        if (!set) listeners.set(event, (set = new Set()))
        set.add(listener)
        return provider
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
        return provider
      },
    }
    const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload))
    const kill = () => {
      dead = true
      for (const reject of [...pending]) reject(disconnected())
      pending.clear()
      emit('disconnect', disconnected())
    }
    return { provider, emit, kill }
  }

  let current = makeProvider()
  let detail = Object.freeze({ info: Object.freeze({ ...info }), provider: current.provider })
  const announceProvider = () => w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  Object.defineProperty(w, handle, {
    value: {
      emit: (event: string, payload: unknown) => current.emit(event, payload),
      vanish: () => current.kill(),
      restart: () => {
        current.kill()
        current = makeProvider()
        detail = Object.freeze({ info: Object.freeze({ ...info }), provider: current.provider })
        if (legacy) w['ethereum'] = current.provider
        if (announce) announceProvider()
      },
    },
  })
  if (legacy) w['ethereum'] = current.provider
  if (announce) {
    w.addEventListener('eip6963:requestProvider', announceProvider)
    announceProvider()
  }
}

/**
 * Injects the test wallet into a Playwright page: an EIP-1193 provider announced by EIP-6963 (and
 * `window.ethereum` with `legacy`) whose requests are answered in Node by `createTestWallet`, so the key
 * never enters the page. Call before `page.goto`; the wallet keeps its state across reloads, like a real one.
 *
 * @example
 * const wallet = await installInjectedWallet(page, { privateKey, chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }] })
 * await page.goto(demoUrl)
 * wallet.setReject({ sign: true })
 */
export async function installInjectedWallet(
  page: Page,
  { announce = true, legacy = false, info, ...parameters }: InstallInjectedWalletParameters,
): Promise<InjectedWallet> {
  const wallet = createTestWallet(parameters)

  // Prompts the user has not answered yet, by the method that asks them.
  const held = new Map<string, Promise<void>>()
  const hold = (method: string) => {
    let answer!: () => void
    held.set(method, new Promise((resolve) => (answer = resolve)))
    return () => {
      held.delete(method)
      answer()
    }
  }
  await page.exposeBinding(REQUEST_BINDING, async (_source, args: { method: string; params?: unknown }): Promise<BindingReply> => {
    await held.get(args.method)
    try {
      return { result: (await wallet.request(args)) ?? null }
    } catch (error) {
      const { code, message, data } =
        error instanceof TestWalletRpcError ? error : new TestWalletRpcError(-32603, String(error))
      return { error: { code, message, ...(data === undefined ? {} : { data }) } }
    }
  })

  const forward = (event: TestWalletEvent) =>
    wallet.on(event, (payload) => {
      // Sent after the current request's answer is on its way; a page that is navigating misses it, as with a real wallet.
      void page
        .evaluate(([name, value, handle]) => {
          const target = (window as unknown as Record<string, { emit(e: string, p: unknown): void } | undefined>)[handle]
          target?.emit(name, value)
        }, [event, payload, PAGE_HANDLE] as const)
        .catch(() => {})
    })
  forward('accountsChanged')
  forward('chainChanged')
  forward('disconnect')

  // Runners that transpile with esbuild's keepNames (tsx) wrap functions in `__name(...)`; the shim is sent to
  // the page as source, so the page needs that helper too.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  await page.addInitScript(pageShim, { info: { ...TEST_WALLET_INFO, ...info }, announce, legacy, binding: REQUEST_BINDING, handle: PAGE_HANDLE })

  return {
    address: wallet.address,
    wallet,
    requests: wallet.requests,
    setReject: (reject) => wallet.setReject(reject),
    disconnectFromWallet: () => wallet.disconnectFromWallet(),
    switchAccount: (privateKey) => wallet.switchAccount(privateKey),
    holdConnectPrompt: () => hold('eth_requestAccounts'),
    holdSendPrompt: () => hold('eth_sendTransaction'),
    holdSwitchPrompt: () => hold('wallet_switchEthereumChain'),
    vanish: () => inPage(page, 'vanish'),
    restart: () => inPage(page, 'restart'),
  }
}

/** Calls one of the page handle's extension events. */
function inPage(page: Page, action: 'vanish' | 'restart'): Promise<void> {
  return page.evaluate(
    ([handle, name]) => (window as unknown as Record<string, Record<string, () => void>>)[handle]![name]!(),
    [PAGE_HANDLE, action] as const,
  )
}

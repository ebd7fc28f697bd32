// The lifecycle test's host page, bundled against dist/ like the demo: it creates and destroys kits on request and
// keeps count of what the page has running (timers, idle callbacks, wallet listeners).
import { createAppKit, type AppKit, type AppKitOptions } from 'portico'
import { eip155 } from 'portico/chains/eip155'
import { anvil } from 'portico/networks'
import type { DemoConfig } from '../../demo/config.js'

/** What `lifecycleTimers.ts` (an init script) records: live timers and the kit window each started in. */
interface TimerLedger {
  live: Map<number | string, { kind: string; delay: number; window: number; stack: string }>
  window: number
}

interface Eip1193Listening {
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener(event: string, listener: (payload: unknown) => void): unknown
}

const config = (window as unknown as { __PORTICO_DEMO__: DemoConfig }).__PORTICO_DEMO__
const ledger = (window as unknown as { __timers: TimerLedger }).__timers
const [first] = config.chains

// Two endpoints for the chain, so the eip155 adapter ranks them with its 4 s net_listening pings (SPEC.md §7).
const second = new URL(first!.rpcUrl)
second.searchParams.set('endpoint', '2')
const network = { ...anvil, rpcUrls: { default: { http: [first!.rpcUrl] } } }

// The test wallet's listeners, counted by wrapping its provider's on/removeListener as the page first sees it.
let walletListeners = 0
const wrapped = new WeakSet<object>()
window.addEventListener('eip6963:announceProvider', (event) => {
  const provider = (event as CustomEvent<{ provider: Eip1193Listening }>).detail.provider
  if (wrapped.has(provider)) return
  wrapped.add(provider)
  const on = provider.on.bind(provider)
  const off = provider.removeListener.bind(provider)
  const counted = new Set<unknown>()
  provider.on = (name, listener) => {
    if (!counted.has(listener)) walletListeners++
    counted.add(listener)
    return on(name, listener)
  }
  provider.removeListener = (name, listener) => {
    if (counted.delete(listener)) walletListeners--
    return off(name, listener)
  }
})
window.dispatchEvent(new Event('eip6963:requestProvider'))

let kit: AppKit | undefined

// Requests to the second endpoint: only the adapter's ranking pings it, so each one is a ranking round.
let rankingPings = 0
const pageFetch = window.fetch.bind(window)
window.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (url === second.href) rankingPings++
  return pageFetch(input, init)
}

/** A kit of this page, on the devnet's chain, with its own eip155 adapter. */
const createKit = (options: Partial<AppKitOptions> = {}) =>
  createAppKit({
    projectId: 'portico-lifecycle',
    metadata: { name: 'Lifecycle', description: 'Kits made and destroyed', url: location.origin, icons: [] },
    adapters: [eip155()],
    networks: [network],
    apiUrls: config.apiUrls,
    ...options,
  })

const lifecycle = {
  /**
   * Creates a kit, connects the test wallet through `kit.connect`, opens the Account view (which reads the
   * balance over the ranked RPC clients), waits for the balance, and closes the modal. Resolves with what the kit
   * showed.
   */
  async create(index: number) {
    ledger.window = index
    kit = createKit({ customRpcUrls: { [network.caipNetworkId]: [{ url: second.href }] } })
    await kit.ready()
    await kit.connect('io.portico.testwallet')
    const pingsBefore = rankingPings
    await kit.open()
    const shown = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog]')?.textContent ?? ''
    const balance = () => /(\d[\d,.]*)\s*ETH/u.exec(shown())?.[1]
    await waitFor(() => Boolean(balance()))
    // The balance read made the kit's RPC clients: their ranking has pinged the endpoints before the kit goes.
    await waitFor(() => rankingPings > pingsBefore)
    const text = shown()
    kit.close()
    const account = kit.getAccount()
    return {
      status: account.status,
      address: account.address,
      balance: balance() ?? /(\d[\d,.]*)\s*ETH/u.exec(text)?.[1],
      modals: document.querySelectorAll('portico-modal').length,
      unavailable: text.includes('Token Balance Unavailable'),
    }
  },
  /** Creates a kit and opens its WalletConnect view: the SDK starts, opens its relay socket and shows a pairing uri. */
  async createWalletConnect(index: number) {
    ledger.window = index
    kit = createKit()
    await kit.ready()
    await kit.open({ view: 'ConnectingWalletConnect' })
    const current = kit
    const qr = () =>
      document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=img][aria-label="QR code to scan with your phone"]')
    await waitFor(() => Boolean(qr()) && current.getState().open, 20_000)
    return { qr: Boolean(qr()) }
  },
  async destroy() {
    await kit?.destroy()
    kit = undefined
    ledger.window = -1
  },
  /** What is left running on the page. */
  leftovers() {
    const live = [...ledger.live.values()]
    return {
      timers: live.map(({ kind, delay, window, stack }) => ({ kind, delay, window, stack })),
      walletListeners,
      modals: document.querySelectorAll('portico-modal').length,
    }
  },
}

function waitFor(condition: () => boolean, ms = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const end = performance.now() + ms
    const check = () => {
      if (condition()) return resolve()
      if (performance.now() > end) return reject(new Error('timed out'))
      requestAnimationFrame(check)
    }
    check()
  })
}

;(window as unknown as { lifecycle: typeof lifecycle }).lifecycle = lifecycle
document.body.dataset.ready = 'true'

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../../../kernel/options/types.js'
import type { Environment } from '../../../kernel/utils/environment.js'
import type { Wallet } from '../../../kernel/types/wallet.js'
import { buttonNamed as button, renderInDom as render, unmountAll, unmountView } from '../../../test/dom.js'
import { testEnvironment, testKit } from '../../../test/fixtures.js'
import ConnectView from '../../../ui/views/ConnectView.js'
import { walletConnect } from '../index.js'
import { FakeUniversalProvider } from '../testing/fakeUniversalProvider.js'
import { pluginApi } from '../../../test/fixtures.js'
import type { ViewName } from '../../../kernel/types/registries.js'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView.js'
import ConnectingWalletConnectView from './ConnectingWalletConnectView.js'
import type { PairingState } from '../pairing.js'
import type { WalletConnectApi } from '../index.js'
/** The plugin's pairing state and API in a kit. */
const pendingOf = (kit: { kernel: { state: { plugins: Readonly<Record<string, { api: unknown } | undefined>> } } }) =>
  (kit.kernel.state.plugins.walletconnect?.api as WalletConnectApi).isPending()
const pairingOf = (kit: { kernel: { state: { plugins: Readonly<Record<string, { state: object; api: unknown } | undefined>> } } }) =>
  (kit.kernel.state.plugins.walletconnect?.state ?? {}) as Partial<PairingState>


// The WalletConnect views in a DOM, with a fake provider standing in for the SDK and the relay. The real
// pairing (browser, local relay, @reown/walletkit wallet) is the end-to-end suite's.

vi.mock('@walletconnect/universal-provider', async () => {
  const { FakeUniversalProvider } = await import('../testing/fakeUniversalProvider.js')
  return { UniversalProvider: FakeUniversalProvider, default: FakeUniversalProvider }
})

const alice = '0x00000000000000000000000000000000000000a1'
const QR_NAME = 'QR code to scan with your phone'


/** A kit with the WalletConnect plugin, opened headless on `view`; no request leaves the process. */
async function openKit(view: ViewName, data?: Record<string, unknown>, env: Environment = testEnvironment(), options: Partial<AppKitOptions> = {}) {
  const kit = testKit(
    { plugins: [walletConnect({ prefetch: false })], apiUrls: { directory: 'http://127.0.0.1:9' }, ...options },
    { builtins: {}, env, fetch: vi.fn(async () => new Response('{}', { status: 503 })) },
  )
  await kit.ready()
  await kit.open({ view, ...(data ? { data } : {}) })
  // As the modal shows it: through the view's loader, which brings the plugin's English.
  await kit.kernel.getView(view)?.()
  return kit
}

const provider = () => FakeUniversalProvider.instances.at(-1) as FakeUniversalProvider
const qr = (container: HTMLElement) => container.querySelector<SVGElement>('svg[role="img"]')
const buttonNames = (container: HTMLElement) => [...container.querySelectorAll('button')].map((b) => b.textContent?.trim())

describe('WalletConnect views (DOM)', () => {
  beforeEach(() => {
    FakeUniversalProvider.reset()
  })
  afterEach(async () => {
    await unmountAll()
    vi.useRealTimers()
  })

  it('Basic: a spinner until the uri arrives, then a QR code named for screen readers and "Copy link" that copies the uri', async () => {
    let relay!: () => void
    FakeUniversalProvider.relayDelay = new Promise((resolve) => (relay = resolve))
    const kit = await openKit('ConnectingWalletConnectBasic')
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Preparing the connection'))
    expect(qr(container)).toBeNull()
    expect(button(container, 'Copy link').disabled).toBe(true)
    relay()

    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    const uri = pairingOf(kit).uri as string
    expect(uri).toMatch(/^wc:/u)
    expect(qr(container)?.getAttribute('aria-label')).toBe(QR_NAME)
    expect(qr(container)?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/u)
    expect(container.textContent).toContain('Scan this QR code with your phone')

    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await vi.waitFor(() => expect(button(container, 'Copy link').disabled).toBe(false))
    button(container, 'Copy link').click()
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(uri))
    await vi.waitFor(() => expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Link copied', variant: 'success' }))
  })

  it('closes the modal once the wallet approves', async () => {
    const kit = await openKit('ConnectingWalletConnectBasic')
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    provider().approve([`eip155:1:${alice}`])
    await vi.waitFor(() => expect(kit.getState().open).toBe(false))
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: alice })
  })

  it('a declined connection shows "Connection declined" and "Try again" pairs afresh with a new uri', async () => {
    const kit = await openKit('ConnectingWalletConnectBasic')
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    const first = pairingOf(kit).uri
    provider().reject()
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Connection declined'))
    expect(qr(container)).toBeNull()
    button(container, 'Try again').click()
    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    expect(pairingOf(kit).uri).not.toBe(first)
    expect(provider().pairings).toHaveLength(2)
    // A new connection waits for a wallet; the account stays disconnected meanwhile (SPEC §4).
    expect(pendingOf(kit)).toBe(true)
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('shows a fresh QR code when the uri expires while the view is open (SPEC §4)', async () => {
    let now = 1_000_000
    const kit = await openKit('ConnectingWalletConnectBasic', undefined, testEnvironment({ now: () => now }))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    const first = pairingOf(kit).uri
    now += 3 * 60_000 + 49_000
    vi.advanceTimersByTime(1000)
    expect(provider().pairings).toHaveLength(1)
    now += 1_000
    vi.advanceTimersByTime(1000)
    expect(provider().pairings).toHaveLength(2)
    await vi.waitFor(() => expect(pairingOf(kit).uri).toMatch(/^wc:/u))
    expect(pairingOf(kit).uri).not.toBe(first)
    await vi.waitFor(() => expect(qr(container)).not.toBeNull())
    // Still one connection, waiting for a wallet.
    expect(pendingOf(kit)).toBe(true)
    provider().approve([`eip155:1:${alice}`])
    await vi.waitFor(() => expect(kit.getAccount().status).toBe('connected'))
  })

  it('leaving the view gives the connection up', async () => {
    const kit = await openKit('ConnectingWalletConnectBasic')
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(pairingOf(kit).uri).toMatch(/^wc:/u))
    unmountView(container)
    await vi.waitFor(() => expect(kit.getAccount().status).toBe('disconnected'))
    expect(pluginApi(kit, 'walletconnect')?.isPending()).toBe(false)
    expect(pairingOf(kit).uri).toBeUndefined()
    await kit.destroy()
  })

  it('manual WalletConnect control: the view shows the uri the host drives and closes when it connects (SPEC §2)', async () => {
    const kit = await openKit('Connect', undefined, testEnvironment(), { manualWCControl: true })
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnectBasic')
    await kit.kernel.getView('ConnectingWalletConnectBasic')?.()
    const container = render(kit, <ConnectingWalletConnectBasicView />)
    await vi.waitFor(() => expect(container.querySelector('[role="progressbar"]')).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Nothing pairs by itself.
    expect(FakeUniversalProvider.instances).toHaveLength(0)
    const connecting = kit.connect('walletConnect')
    await vi.waitFor(() => expect(qr(container)?.getAttribute('aria-label')).toBe(QR_NAME))
    provider().approve([`eip155:1:${alice}`])
    await connecting
    await vi.waitFor(() => expect(kit.getState().open).toBe(false))
  })

  describe('a directory wallet', () => {
    const wallet: Wallet = {
      id: 'fake',
      name: 'Fake Wallet',
      desktop_link: 'fakewallet://',
      mobile_link: 'https://fakewallet.example/app',
      webapp_link: 'https://web.fakewallet.example',
    }

    it('desktop: QR code, "Open Fake Wallet" by its desktop link, "Open in browser", and the deep-link choice stored', async () => {
      const kit = await openKit('ConnectingWalletConnect', { wallet })
      const open = vi.spyOn(window, 'open').mockImplementation(() => null)
      const container = render(kit, <ConnectingWalletConnectView data={{ wallet }} />)
      await vi.waitFor(() => expect(qr(container)?.getAttribute('aria-label')).toBe(QR_NAME))
      expect(buttonNames(container)).toEqual(['Open Fake Wallet', 'Open in browser', 'Copy link', "Don't have Fake Wallet? Get"])
      const uri = pairingOf(kit).uri as string
      await vi.waitFor(() => expect(button(container, 'Open Fake Wallet').disabled).toBe(false))

      button(container, 'Open Fake Wallet').click()
      expect(open).toHaveBeenLastCalledWith(`fakewallet://wc?uri=${encodeURIComponent(uri)}`, '_self')
      expect(pairingOf(kit).deepLinkChoice).toEqual({ name: 'Fake Wallet', href: 'fakewallet://' })

      button(container, 'Open in browser').click()
      expect(open).toHaveBeenLastCalledWith(`https://web.fakewallet.example/wc?uri=${encodeURIComponent(uri)}`, '_blank', 'noopener,noreferrer')
      expect(pairingOf(kit).deepLinkChoice).toEqual({ name: 'Fake Wallet', href: 'https://web.fakewallet.example/' })
      // Not opened by itself on desktop.
      expect(open).toHaveBeenCalledTimes(2)
    })

    it('phone: opens the wallet by its mobile link at once instead of showing a QR code', async () => {
      const kit = await openKit('ConnectingWalletConnect', { wallet }, testEnvironment({ isMobile: () => true }))
      const open = vi.spyOn(window, 'open').mockImplementation(() => null)
      const container = render(kit, <ConnectingWalletConnectView data={{ wallet }} />)
      await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1))
      const uri = pairingOf(kit).uri as string
      expect(open).toHaveBeenCalledWith(`https://fakewallet.example/app/wc?uri=${encodeURIComponent(uri)}`, '_self')
      expect(pairingOf(kit).deepLinkChoice).toEqual({ name: 'Fake Wallet', href: 'https://fakewallet.example/app/' })
      expect(qr(container)).toBeNull()
      expect(container.textContent).toContain('Continue in Fake Wallet')
      expect(buttonNames(container)).toEqual(['Open Fake Wallet', 'Open in browser', 'Copy link', "Don't have Fake Wallet? Get"])
    })

    it('hostile links are never offered or opened', async () => {
      const hostile: Wallet = {
        id: 'evil',
        name: 'Evil Wallet',
        desktop_link: 'javascript:alert(1)',
        mobile_link: ' data:text/html,<script>alert(1)</script>',
        webapp_link: 'http://evil.example',
      }
      for (const env of [testEnvironment(), testEnvironment({ isMobile: () => true })]) {
        FakeUniversalProvider.reset()
        const kit = await openKit('ConnectingWalletConnect', { wallet: hostile }, env)
        const open = vi.spyOn(window, 'open').mockImplementation(() => null)
        const container = render(kit, <ConnectingWalletConnectView data={{ wallet: hostile }} />)
        await vi.waitFor(() => expect(qr(container)).not.toBeNull())
        expect(buttonNames(container)).toEqual(['Copy link', expect.stringMatching(/^Don't have .+\? Get$/u)])
        expect(open).not.toHaveBeenCalled()
        expect(pairingOf(kit).deepLinkChoice).toBeUndefined()
      }
    })
  })

  it('Connect lists the WalletConnect connector as a "WalletConnect" row that opens ConnectingWalletConnect', async () => {
    const kit = await openKit('Connect')
    const container = render(kit, <ConnectView />)
    await vi.waitFor(() => expect(buttonNames(container)).toContain('WalletConnect'))
    const row = button(container, 'WalletConnect')
    expect(row.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    row.click()
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnect')
    // Picking the row loads nothing yet: the SDK comes when the view mounts.
    expect(FakeUniversalProvider.instances).toHaveLength(0)
  })
})

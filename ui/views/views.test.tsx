import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { arbitrum, fakeConnector, mainnet, testKit } from '../../test/fixtures.js'
import { sepolia } from '../../networks/index.js'
import type { AppKit } from '../../kernel/createInstance.js'
import { loadConnectWallets } from '../../kernel/store/connectWallets.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { App } from '../App.js'
import { KitContext } from '../hooks/useKit.js'
import { I18nProvider } from '../i18n/I18nContext.js'
import { loadCatalogue } from '../i18n/translate.js'
import AccountView from './AccountView.js'
import ConnectingExternalView from './ConnectingExternalView.js'
import ConnectView from './ConnectView.js'
import { loadConnectWalletsStore } from './coreViews.js'
import GetWalletView from './GetWalletView.js'
import NetworksView from './NetworksView.js'
import UnsupportedChainView from './UnsupportedChainView.js'

// Views rendered to HTML in node (react-dom/server): their roles, names and text, without a DOM. The
// behaviour in a browser is covered end to end.

// Connect reads the Connect wallets' store, which its loader (coreViews) fetches beside the view's chunk.
beforeAll(() => loadConnectWalletsStore())

function render(kit: AppKit, node: ReactNode, locale = 'en'): string {
  return renderToString(
    <KitContext.Provider value={kit}>
      <I18nProvider locale={locale}>{node}</I18nProvider>
    </KitContext.Provider>,
  )
}

async function connectedKit(options: Parameters<typeof testKit>[0] = {}) {
  const kit = testKit({ connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })], ...options })
  await kit.ready()
  await kit.connect('io.portico.test')
  kit.kernel.setAccountProps('eip155', {
    balance: '10000',
    balanceSymbol: 'ETH',
    tokenBalance: [
      { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: '0xa0b8', value: 1234.567, price: 1, quantity: { decimals: '6', numeric: '1234.567' } },
    ],
  })
  return kit
}

describe('Connect', () => {
  it('lists an installed wallet first, marked, and All Wallets', async () => {
    const kit = testKit({ connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })] })
    await kit.ready()
    const html = render(kit, <ConnectView />)
    expect(html).toContain('aria-label="Wallets"')
    // Named by the visible name; the tag is a description hidden from the name (WCAG 2.5.3).
    expect(html).toMatch(/<button[^>]*aria-describedby="[^"]+"[^>]*>.*?<span class="pt-row-name">Portico Test Wallet<\/span><span id="[^"]+" class="pt-tag" aria-hidden="true">Installed<\/span>/u)
    expect(html).toMatch(/<span class="pt-row-name">All Wallets<\/span>/u)
    expect(html.indexOf('Portico Test Wallet')).toBeLessThan(html.indexOf('All Wallets'))
  })

  it("shows the directory's featured and recommended wallets in its first render once the kit has them", async () => {
    const wallets: Wallet[] = ['Aurora', 'Beacon', 'Cobalt', 'Dune', 'Ember', 'Fjord'].map((name) => ({ id: name.toLowerCase(), name }))
    const requests: URL[] = []
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      requests.push(url)
      const list = (key: string) => url.searchParams.get(key)?.split(',') ?? []
      const data = list('include').length
        ? wallets.filter((w) => list('include').includes(w.id))
        : wallets.filter((w) => !list('exclude').includes(w.id)).slice(0, Number(url.searchParams.get('entries')))
      return Response.json({ data, count: 120 })
    }
    const kit = testKit({ apiUrls: { directory: 'http://127.0.0.1:9' }, featuredWalletIds: ['ember'] }, { builtins: {}, fetch })
    await kit.ready()
    // Before the kit has fetched them, a first render has none (the view fetches them after it shows): blank rows
    // hold their space, one per featured wallet and 4 for the recommended ones, hidden from assistive technology.
    const loading = render(kit, <ConnectView />)
    expect(loading).not.toMatch(/Aurora|Ember/u)
    expect(loading.match(/<li aria-hidden="true"><span class="pt-row pt-row-ph">/gu)).toHaveLength(5)
    expect(loading).toContain('aria-busy="true"')
    expect(loading.indexOf('pt-row-ph')).toBeLessThan(loading.indexOf('All Wallets'))

    await loadConnectWallets(kit.kernel)
    const names = [...render(kit, <ConnectView />).matchAll(/<span class="pt-row-name">([^<]+)<\/span>/gu)].map((m) => m[1])
    // Featured first, then the 4 recommended (SPEC §7 page size), then All Wallets with the count.
    expect(names).toEqual(['Ember', 'Aurora', 'Beacon', 'Cobalt', 'Dune', 'All Wallets'])
    const loaded = render(kit, <ConnectView />)
    expect(loaded).toContain('120+')
    expect(loaded).not.toContain('pt-row-ph')
    expect(loaded).not.toContain('aria-busy')
    const asked = requests.filter((u) => u.pathname.endsWith('/getWallets')).map((u) => u.searchParams.get('entries'))
    expect(asked.sort()).toEqual(['1', '4'])
    // Fetched once: a second load is the cached one.
    await loadConnectWallets(kit.kernel)
    expect(requests.filter((u) => u.pathname.endsWith('/getWallets'))).toHaveLength(2)
  })

  it('shows the WalletConnect row before its plugin has loaded, where the plugin\'s row then stays', async () => {
    const row = {
      id: 'walletConnect',
      method: 'wallet',
      section: 'walletConnect',
      label: 'WalletConnect',
      icon: 'qr',
      view: 'ConnectingWalletConnect',
      connectsWallets: true,
    } as const
    const plugin = {
      enabled: () => true,
      views: ['ConnectingWalletConnect'] as const,
      registers: { connectMethods: [row] },
      load: () => new Promise<never>(() => {}),
    }
    const kit = testKit(
      { connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })] },
      { builtins: { walletconnect: plugin } },
    )
    await kit.ready()
    const rows = (html: string) => [...html.matchAll(/<span class="pt-row-name">([^<]+)<\/span>/gu)].map((m) => m[1])
    // The plugin is still loading: its row is there already, first (SPEC §6 connector type order).
    const loading = rows(render(kit, <ConnectView />))
    expect(loading).toEqual(['WalletConnect', 'Portico Test Wallet', 'All Wallets'])

    // The plugin arrives: its view, connector and row take the announced row's place, and no row moves.
    kit.kernel.registerView('ConnectingWalletConnect', async () => ({ default: () => null }))
    kit.kernel.registerConnector(fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }))
    kit.kernel.state.registrations.connectMethods.push({ ...row, pluginId: 'walletconnect' })
    expect(rows(render(kit, <ConnectView />))).toEqual(loading)
    // The row is the plugin's registration, with the modal's QR icon.
    expect(render(kit, <ConnectView />)).toContain('<svg')

    // Without the WalletConnect plugin there is no such row.
    const without = testKit({ connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })] })
    await without.ready()
    expect(rows(render(without, <ConnectView />))).toEqual(['Portico Test Wallet', 'All Wallets'])
  })

  it('shows an inline email method only when a plugin registers it and email is on, in the SPEC order, its space kept until it loads', async () => {
    const kit = testKit({ connectors: [fakeConnector()] })
    await kit.ready()
    Object.assign(kit.kernel.state.features.resolved, { email: true })
    expect(render(kit, <ConnectView />)).not.toContain('pt-slot-email')
    kit.kernel.registerView('ConnectEmail', async () => ({ default: () => null }))
    kit.kernel.state.registrations.connectMethods.push({
      id: 'email',
      pluginId: 'acme-email',
      method: 'email',
      label: 'Email',
      view: 'ConnectEmail',
      inline: true,
    })
    const html = render(kit, <ConnectView />)
    // A browser wallet is visible: wallet first, then email (SPEC §2).
    expect(html.indexOf('Test Wallet')).toBeLessThan(html.indexOf('pt-slot-email'))
    Object.assign(kit.kernel.state.features.resolved, { email: false })
    expect(render(kit, <ConnectView />)).not.toContain('pt-slot-email')
  })

  it("keeps the social row's space until it loads: one row for one provider, a row and its buttons for more", async () => {
    const kit = testKit({ connectors: [fakeConnector()] })
    await kit.ready()
    kit.kernel.registerView('ConnectSocialRow', async () => ({ default: () => null }))
    kit.kernel.state.registrations.connectMethods.push({
      id: 'socials',
      pluginId: 'acme-socials',
      method: 'social',
      label: 'Social',
      view: 'ConnectSocialRow',
      inline: true,
    })
    Object.assign(kit.kernel.state.features.resolved, { socials: ['google'] })
    expect(render(kit, <ConnectView />)).toContain('pt-slot pt-slot-social pt-slot-single')
    Object.assign(kit.kernel.state.features.resolved, { socials: ['google', 'github'] })
    const html = render(kit, <ConnectView />)
    expect(html).toContain('pt-slot-social')
    expect(html).not.toContain('pt-slot-single')
  })

  it('filters connectors to the namespace filter and hides All Wallets when the feature is off', async () => {
    const fetch = async () => Response.json({ data: [], count: 0 })
    const kit = testKit({ connectors: [fakeConnector()], features: { allWallets: false } }, { builtins: {}, fetch })
    await kit.ready()
    kit.kernel.state.modal.namespaceFilter = 'solana'
    // The directory has no wallet for it either (until it answers, blank rows keep the space of its wallets).
    await loadConnectWallets(kit.kernel, 'solana')
    const html = render(kit, <ConnectView />)
    expect(html).not.toContain('Test Wallet')
    expect(html).not.toContain('All Wallets')
    expect(html).toContain('No wallets available')
  })

  it('links the legal pages that are set', async () => {
    const kit = testKit({ termsConditionsUrl: 'https://app.example/terms' })
    await kit.ready()
    const html = render(kit, <ConnectView />)
    expect(html).toContain('href="https://app.example/terms"')
    expect(html).toContain('By connecting your wallet, you agree to our <a')
    expect(html).toContain('Terms of Service')
    expect(html).not.toContain('Privacy Policy')
    const both = testKit({ termsConditionsUrl: 'https://app.example/terms', privacyPolicyUrl: 'https://app.example/privacy' })
    await both.ready()
    expect(render(both, <ConnectView />)).toContain('href="https://app.example/privacy"')
  })
})

describe('Account', () => {
  it('shows the balance rounded down with grouping, tabs, tokens and Disconnect', async () => {
    const kit = await connectedKit()
    const html = render(kit, <AccountView />)
    expect(html).toContain('10,000.000 ETH')
    expect(html).toContain('0x0000…00a1')
    expect(html).toContain('aria-label="Copy address"')
    expect(html).toContain('role="tablist"')
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Tokens</u)
    expect(html).toContain('$1,234.57')
    expect(html).toContain('>Ethereum<')
    expect(html).toContain('>Disconnect<')
    // No plugin provides Send, Receive, Swap or on-ramp views yet: no buttons for them.
    expect(html).not.toContain('>Send<')
    expect(html).not.toContain('>Buy Crypto<')
  })

  it('shows a spinner in the balance line until the first answer, on a test network too, never a zero', async () => {
    const connector = fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet', result: { address: '0x00000000000000000000000000000000000000a1', chainId: sepolia.id } })
    const kit = testKit({ networks: [sepolia], connectors: [connector] })
    await kit.ready()
    await kit.connect('io.portico.test')
    kit.kernel.setAccountProps('eip155', { balance: undefined })
    const html = render(kit, <AccountView />)
    expect(html).toMatch(/<p class="pt-balance"><span class="pt-spinner[^"]*" role="progressbar" aria-label="Balance">/u)
    expect(html).not.toContain('0.00')
    kit.kernel.setAccountProps('eip155', { balance: '0.5', balanceSymbol: 'ETH' })
    expect(render(kit, <AccountView />)).toContain('0.500 ETH')
  })

  it('shows the wallet features plugins register in the configured order while their flags are on, then the others', async () => {
    const view = async () => ({ default: () => null })
    const plugin = definePlugin({
      id: 'acme-wallet',
      views: { WalletSend: view, WalletReceive: view, Swap: view, AcmeStake: view },
      setup(context) {
        context.registerWalletFeature({ id: 'acme', label: 'Stake', view: 'AcmeStake' })
        context.registerWalletFeature({ id: 'send', label: 'feature.send', view: 'WalletSend' })
        context.registerWalletFeature({ id: 'receive', label: 'feature.receive', view: 'WalletReceive' })
        // Swaps is off (basic mode, SPEC.md §6): its button stays away though registered.
        context.registerWalletFeature({ id: 'swaps', label: 'feature.swaps', view: 'Swap' })
      },
    })
    const kit = await connectedKit({ plugins: [plugin] })
    await kit.kernel.modal.open()
    await vi.waitFor(() => expect(kit.kernel.state.registrations.walletFeatures).toHaveLength(4))
    const html = render(kit, <AccountView />)
    expect(html.indexOf('>Receive<')).toBeGreaterThan(-1)
    expect(html.indexOf('>Receive<')).toBeLessThan(html.indexOf('>Send<'))
    expect(html.indexOf('>Send<')).toBeLessThan(html.indexOf('>Stake<'))
    expect(html).not.toContain('>Swap<')
  })

  it('adds the tab a plugin registers after Tokens, NFTs and Activity', async () => {
    const plugin = definePlugin({
      id: 'acme-tab',
      views: { AcmeStake: async () => ({ default: () => null }) },
      setup: (context) => void context.registerAccountTab({ id: 'stakes', label: 'Stakes', view: 'AcmeStake' }),
    })
    const kit = await connectedKit({ plugins: [plugin] })
    await kit.kernel.modal.open()
    await vi.waitFor(() => expect(kit.kernel.state.registrations.accountTabs).toHaveLength(1))
    const tabs = [...render(kit, <AccountView />).matchAll(/role="tab"[^>]*>([^<]+)</gu)].map((m) => m[1])
    expect(tabs).toEqual(['Tokens', 'NFTs', 'Activity', 'Stakes'])
  })

  it("offers what a plugin adds only where the active family's package has the capabilities it needs", async () => {
    const view = async () => ({ default: () => null })
    const plugin = definePlugin({
      id: 'acme-needs',
      views: { WalletReceive: view, WalletSend: view, AcmeStake: view, Swap: view },
      setup(context) {
        // The test adapter describes its family's on-ramp but sends nothing.
        context.registerWalletFeature({ id: 'buy', label: 'Acme Buy', view: 'WalletReceive', needs: ['onRamp'] })
        context.registerWalletFeature({ id: 'pay', label: 'Acme Pay', view: 'WalletSend', needs: ['onRamp', 'sendNative'] })
        context.registerAccountAction({ id: 'stake', label: 'Acme Stake', view: 'AcmeStake', needs: ['sendTransaction'] })
        context.registerAccountTab({ id: 'log', label: 'Acme Log', view: 'Swap', needs: ['signTypedData'] })
      },
    })
    const kit = await connectedKit({ plugins: [plugin] })
    await kit.kernel.modal.open()
    await vi.waitFor(() => expect(kit.kernel.state.registrations.walletFeatures).toHaveLength(2))
    const html = render(kit, <AccountView />)
    expect(html).toContain('>Acme Buy<')
    expect(html).not.toContain('Acme Pay')
    expect(html).not.toContain('Acme Stake')
    expect(html).not.toContain('Acme Log')
  })

  it('shows an honest empty state on Activity without the activity plugin', async () => {
    const kit = await connectedKit()
    kit.kernel.setAccountProps('eip155', { currentTab: 'Activity' })
    expect(render(kit, <AccountView />)).toContain('No activity yet')
  })

  it('speaks German with German number formats', async () => {
    const kit = await connectedKit()
    await loadCatalogue('de')
    const html = render(kit, <AccountView />, 'de')
    expect(html).toContain('10.000,000 ETH')
    expect(html).toContain('>Trennen<')
    expect(html).toContain('>Token<')
  })
})

describe('network views', () => {
  it('marks the current network', async () => {
    const kit = testKit()
    await kit.ready()
    const html = render(kit, <NetworksView />)
    expect(html).toMatch(/aria-current="true"[^>]*>.*Ethereum/u)
    expect(html).toContain(arbitrum.name)
  })

  it('offers the configured networks and Disconnect on an unsupported chain', async () => {
    const kit = testKit()
    await kit.ready()
    const html = render(kit, <UnsupportedChainView />)
    expect(html).toContain(mainnet.name)
    expect(html).toContain(arbitrum.name)
    expect(html).toContain('>Disconnect<')
  })
})

describe('connecting', () => {
  it('asks to continue in the wallet', async () => {
    const kit = testKit({ connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })] })
    await kit.ready()
    const html = render(kit, <ConnectingExternalView data={{ connectorId: 'io.portico.test' }} />)
    expect(html).toContain('Continue in Portico Test Wallet')
    expect(html).toContain('role="progressbar"')
  })

  it('says so when the wallet is gone', async () => {
    const kit = testKit()
    await kit.ready()
    expect(render(kit, <ConnectingExternalView data={{ connectorId: 'gone' }} />)).toContain('is no longer available')
  })

  it('links only https pages of a wallet that cannot connect here', async () => {
    const kit = testKit()
    await kit.ready()
    const safe = render(kit, <GetWalletView data={{ wallet: { id: 'x', name: 'Far', webapp_link: 'https://far.example/' } }} />)
    expect(safe).toContain('href="https://far.example/"')
    expect(safe).toContain('Open Far')
    const unsafe = render(kit, <GetWalletView data={{ wallet: { id: 'x', name: 'Far', webapp_link: 'javascript:alert(1)' } }} />)
    expect(unsafe).not.toContain('href=')
    expect(unsafe).toContain('No download link is available for Far.')
  })
})

describe('the modal shell', () => {
  it('is a labelled dialog with Close, no Back on the first view, and a spinner while the view loads', async () => {
    const kit = testKit()
    await kit.ready()
    await kit.open()
    const html = renderToString(<App kit={kit} host={{} as HTMLElement} embedded={false} nextView={async () => 'Connect'} />)
    expect(html).toContain('role="dialog"')
    expect(html).toContain('aria-modal="true"')
    expect(html).toContain('aria-labelledby="pt-title"')
    expect(html).toMatch(/id="pt-title"[^>]*>Connect Wallet</u)
    expect(html).toContain('aria-label="Close"')
    expect(html).not.toContain('aria-label="Back"')
    expect(html).toContain('role="progressbar"')
  })

  it('renders nothing while closed, except embedded', async () => {
    const kit = testKit()
    await kit.ready()
    expect(renderToString(<App kit={kit} host={{} as HTMLElement} embedded={false} nextView={async () => 'Connect'} />)).not.toContain('role="dialog"')
    const embedded = renderToString(<App kit={kit} host={{} as HTMLElement} embedded nextView={async () => 'Connect'} />)
    expect(embedded).toContain('role="dialog"')
    expect(embedded).not.toContain('aria-modal')
    expect(embedded).not.toContain('aria-label="Close"')
  })

  it('has Back once the history is deeper, and titles the view', async () => {
    const kit = testKit()
    await kit.ready()
    await kit.open()
    kit.kernel.router.push('AllWallets')
    const html = renderToString(<App kit={kit} host={{} as HTMLElement} embedded={false} nextView={async () => 'Connect'} />)
    expect(html).toContain('aria-label="Back"')
    expect(html).toMatch(/id="pt-title"[^>]*>All Wallets</u)
  })
})

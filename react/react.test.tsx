import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setActiveKit } from '../kernel/activeKit.js'
import { fakeConnector, testKit } from '../test/fixtures.js'
import * as entry from './index.js'
import {
  AccountButton,
  AppKitButton,
  ConnectButton,
  NetworkButton,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from './index.js'

afterEach(() => setActiveKit(undefined))

function Page() {
  return (
    <main>
      <AppKitButton />
      <ConnectButton />
      <NetworkButton />
      <AccountButton />
    </main>
  )
}

function HookValues() {
  const { switchNetwork: _switch, ...network } = useAppKitNetwork()
  const { setThemeMode: _mode, setThemeVariables: _vars, ...theme } = useAppKitTheme()
  const values = {
    state: useAppKitState(),
    account: useAppKitAccount(),
    network,
    provider: useAppKitProvider('eip155'),
    walletInfo: useWalletInfo(),
    theme,
    events: useAppKitEvents(),
  }
  return <pre>{JSON.stringify(values)}</pre>
}

async function connectedKit() {
  const kit = testKit({ connectors: [fakeConnector()], locale: 'de', themeMode: 'light' })
  await kit.ready()
  await kit.connect('test-wallet')
  kit.kernel.setAccountProps('eip155', { balance: '10000', balanceSymbol: 'ETH' })
  return kit
}

describe('portico/react', () => {
  it('exports the hooks and buttons', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "AccountButton",
        "AppKitButton",
        "ConnectButton",
        "NetworkButton",
        "useAppKit",
        "useAppKitAccount",
        "useAppKitBalance",
        "useAppKitEvents",
        "useAppKitNetwork",
        "useAppKitProvider",
        "useAppKitSIWX",
        "useAppKitSIWXSession",
        "useAppKitState",
        "useAppKitTheme",
        "useAppKitUpdateEmail",
        "useDisconnect",
        "useWalletInfo",
      ]
    `)
  })

  it('renders on the server without a kit: real buttons with names', () => {
    const html = renderToString(<Page />)
    expect(html).toContain('<button type="button" class="portico-button portico-connect-button"')
    expect(html.match(/>Connect Wallet</gu)).toHaveLength(2)
    expect(html).toContain('>Select Network<')
    expect(html).not.toContain('portico-account-button')
  })

  it('renders the same on the server whatever the kit says, so hydration starts identical', async () => {
    const empty = renderToString(<Page />)
    const initialHooks = renderToString(<HookValues />)
    setActiveKit(await connectedKit())
    expect(renderToString(<Page />)).toBe(empty)
    expect(renderToString(<HookValues />)).toBe(initialHooks)
    expect(initialHooks).toContain('&quot;isConnected&quot;:false')
    expect(initialHooks).toContain('&quot;status&quot;:&quot;disconnected&quot;')
  })

  it('never touches window or document on the server', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    expect(() => renderToString(<Page />)).not.toThrow()
  })

  it('keeps the modal and its catalogue out of the eager graph', () => {
    // react/ may import only the two leaf modules of ui/i18n that exist for it: buttons.ts and format.ts.
    const files = ['index.ts', 'useKitValue.ts', 'useButtonStrings.ts', 'AccountButton.tsx', 'ConnectButton.tsx', 'NetworkButton.tsx', 'AppKitButton.tsx', 'useAppKitTheme.ts']
    for (const file of files) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
      for (const [, path] of source.matchAll(/from '([^']+)'/gu))
        if (path?.includes('/ui/')) expect(['../ui/i18n/buttons.js', '../ui/i18n/format.js']).toContain(path)
    }
    for (const leaf of ['../ui/i18n/buttons.ts', '../ui/i18n/format.ts']) {
      const source = readFileSync(new URL(leaf, import.meta.url), 'utf8')
      expect(source).not.toMatch(/^import /mu)
    }
  })
})

// Hydration in a DOM (happy-dom, a devDependency).
describe('hydration in a DOM', () => {
  it('hydrates the server HTML without warnings, then shows the connected account', async () => {
    const { Window } = (await import('happy-dom')) as unknown as {
      Window: new () => Window & typeof globalThis & { happyDOM: { close(): Promise<void> } }
    }
    const window = new Window()
    // Like happy-dom's global registrator: the window's globals that node lacks, removed again afterwards.
    const globals = globalThis as Record<string, unknown>
    const added = ['window', 'IS_REACT_ACT_ENVIRONMENT', ...Object.getOwnPropertyNames(window).filter((key) => !(key in globalThis))]
    for (const key of added) globals[key] = key === 'window' ? window : key === 'IS_REACT_ACT_ENVIRONMENT' ? true : (window as unknown as Record<string, unknown>)[key]
    try {
      const { hydrateRoot } = await import('react-dom/client')
      const { act } = await import('react')
      const container = window.document.createElement('div')
      container.innerHTML = renderToString(<Page />)
      window.document.body.append(container)
      setActiveKit(await connectedKit())
      const errors: unknown[] = []
      const consoleErrors = vi.spyOn(console, 'error')
      let root: { unmount(): void } | undefined
      await act(async () => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) })
      })
      await vi.waitFor(() => expect(container.textContent).toContain('Wallet verbinden'))
      expect(errors).toEqual([])
      const hydrationWarnings = consoleErrors.mock.calls.filter((args) => /hydrat|did not match|server/iu.test(String(args[0])))
      expect(hydrationWarnings).toEqual([])
      expect(container.textContent).toContain('10.000,000 ETH')
      await act(async () => root?.unmount())
      setActiveKit(undefined)
    } finally {
      // Let React's scheduler finish its queued work while the DOM globals still exist.
      await new Promise((resolve) => setTimeout(resolve, 50))
      for (const key of added) delete globals[key]
      await window.happyDOM.close()
    }
  })
})

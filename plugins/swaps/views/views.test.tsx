// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDom, typeInto, unmountAll } from '../../../test/dom.js'
import { defineNetwork } from '../../../networks/defineNetwork.js'
import { mainnet } from '../../../test/fixtures.js'
import { sendTestKit, TUSD } from '../../../test/sendTestKit.js'
import { ViewHost } from '../../../ui/components/ViewHost.js'
import { useKernel } from '../../../ui/hooks/useKit.js'
import { useSnap } from '../../../ui/hooks/useSnap.js'
import type { LocaleCode } from '../../../ui/i18n/locales.js'
import { loadCatalogue } from '../../../ui/i18n/translate.js'
import swaps from '../index.js'

// The swap views in a DOM, inside the kit's view host. The convert API is a fetch that answers as the devnet's
// routes do, for a wallet on Ethereum (a swap network of SPEC §9) and on a devnet chain the API does not list
// as a swap chain. The browser flow against Uniswap V2 on anvil is the end-to-end suite's (e2e/swaps.e2e.ts).

afterEach(unmountAll)

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18 },
  { name: 'Test USD', symbol: 'TUSD', address: `eip155:1:${TUSD}`, decimals: 6 },
  { name: 'Dai', symbol: 'DAI', address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f', decimals: 18 },
  { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', decimals: 6 },
]
const devnetChain = defineNetwork({
  id: 31338,
  name: 'Anvil Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const requests: string[] = []
const convertFetch: typeof fetch = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  requests.push(url.pathname)
  if (url.pathname.endsWith('/v1/supported-chains')) return json({ http: ['eip155:1', 'eip155:31338'], ws: [], swaps: [] })
  if (url.pathname.endsWith('/v1/convert/tokens')) return json({ tokens: TOKENS })
  if (url.pathname.endsWith('/v1/convert/gas-price')) return json({ standard: '1000000000', fast: '1250000000', instant: '1500000000' })
  if (url.pathname.endsWith('/v1/fungible/price')) return json({ fungibles: [{ address: NATIVE, symbol: 'ETH', price: 3000 }] })
  if (url.pathname.endsWith('/v1/convert/allowance')) return json({ allowance: '0' })
  if (url.pathname.endsWith('/v1/convert/quotes')) {
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    return json({ quotes: [{ id: 'q', fromAmount: amount.toString(), toAmount: ((amount * 2990n) / 10n ** 12n).toString(), priceImpact: 0.25 }] })
  }
  return json({ message: 'Not found' }, 404)
}

function CurrentView() {
  const router = useSnap(useKernel().state.router)
  return <ViewHost view={router.view} data={router.data} />
}

async function openSwap(locale: LocaleCode = 'en', data?: { amount?: string; fromToken?: string; toToken?: string }) {
  requests.length = 0
  const { kit } = await sendTestKit({
    fetch: convertFetch,
    options: { plugins: [swaps], networks: [mainnet, devnetChain], apiUrls: { blockchain: 'http://127.0.0.1:9/blockchain' } },
  })
  if (locale !== 'en') await loadCatalogue(locale)
  await kit.open({ view: 'Swap', ...(data ? { arguments: data } : {}) })
  kit.kernel.router.replace('Account')
  kit.kernel.router.push('Swap', data)
  const container = renderInDom(kit, <CurrentView />, locale)
  return { kit, container }
}

const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 3000 })
const byLabel = <T extends HTMLElement>(container: HTMLElement, label: string) => {
  const found = container.querySelector<T>(`[aria-label="${label}"]`)
  if (!found) throw new Error(`nothing labelled ${label}`)
  return found
}
const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')]
/** What a button says, without its token image's placeholder initials (aria-hidden). */
const said = (element: Element) => {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent?.trim() ?? ''
}
const named = (container: HTMLElement, name: RegExp | string) => {
  const found = buttons(container).find((b) => (typeof name === 'string' ? said(b) === name : name.test(b.getAttribute('aria-label') ?? said(b))))
  if (!found) throw new Error(`no button ${String(name)}: ${buttons(container).map((b) => b.getAttribute('aria-label') ?? said(b)).join(', ')}`)
  return found
}

describe('Swap (DOM)', () => {
  it('starts from ETH with its balance; the quote follows the amount; Review swap opens the preview', async () => {
    const { kit, container } = await openSwap()
    await waitFor(() => expect(container.querySelector('input[aria-label="Amount to swap"]')).toBeTruthy())
    expect(said(named(container, /^Choose the token to pay with/u))).toBe('ETH')
    expect(container.textContent).toContain('Balance: 2.500 ETH')
    named(container, /^Choose the token to receive/u).click()
    await waitFor(() => expect(kit.kernel.state.router.view).toBe('SwapSelectToken'))
    await waitFor(() => expect(container.querySelector('input[aria-label="Search tokens"]')).toBeTruthy())
    named(container, /^USD Coin /u).click()
    await waitFor(() => expect(kit.kernel.state.router.view).toBe('Swap'))
    await waitFor(() => expect(said(named(container, /^Choose the token to receive/u))).toBe('USDC'))
    typeInto(byLabel<HTMLInputElement>(container, 'Amount to swap'), '0.5')
    await waitFor(() => expect(byLabel(container, 'Quoted amount').textContent).toBe('1495'))
    // ETH's price from the API: the USD value of the amount.
    expect(container.textContent).toContain('≈ $1,500.00')
    named(container, 'Review swap').click()
    await waitFor(() => expect(kit.kernel.state.router.view).toBe('SwapPreview'))
    await waitFor(() => expect(container.textContent).toContain('Minimum received1480.05 USDC'))
    expect(container.textContent).toContain('Price impact0.25 %')
    expect(container.textContent).toContain('Slippage tolerance1 %')
    expect(named(container, 'Swap').disabled).toBe(false)
  })

  it('says what stops the swap: no token to receive, more than the balance', async () => {
    const { container } = await openSwap()
    await waitFor(() => expect(container.querySelector('input[aria-label="Amount to swap"]')).toBeTruthy())
    named(container, 'Review swap').click()
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Select the two tokens to swap'))
    named(container, /^Choose the token to receive/u).click()
    await waitFor(() => expect(container.querySelector('input[aria-label="Search tokens"]')).toBeTruthy())
    named(container, /^Dai /u).click()
    await waitFor(() => expect(container.querySelector('input[aria-label="Amount to swap"]')).toBeTruthy())
    typeInto(byLabel<HTMLInputElement>(container, 'Amount to swap'), '3')
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Insufficient ETH balance'))
    expect(byLabel(container, 'Amount to swap').getAttribute('aria-invalid')).toBe('true')
  })

  it('SwapSelectToken: suggested tokens, the tokens held with balances, then popular ones; search filters', async () => {
    const { kit, container } = await openSwap()
    await waitFor(() => expect(container.querySelector('input[aria-label="Amount to swap"]')).toBeTruthy())
    kit.kernel.router.push('SwapSelectToken', { target: 'to' })
    await waitFor(() => expect(container.querySelector('input[aria-label="Search tokens"]')).toBeTruthy())
    const section = (heading: string) =>
      [...container.querySelectorAll('section')].find((s) => s.querySelector('h3')?.textContent === heading)
    const names = (heading: string) => [...(section(heading)?.querySelectorAll('button') ?? [])].map(said)
    expect(names('Suggested')).toEqual(['ETH', 'USDC', 'DAI'])
    expect(names('Your tokens')).toEqual(['Ether 2.500 ETH', 'Test USD 1,000.123 TUSD'])
    expect(names('Popular tokens')).toEqual(['USD Coin 0.000 USDC', 'Dai 0.000 DAI'])
    typeInto(byLabel<HTMLInputElement>(container, 'Search tokens'), 'da')
    await waitFor(() => expect(names('Popular tokens')).toEqual(['Dai 0.000 DAI']))
    expect(section('Suggested')).toBeUndefined()
    expect(section('Your tokens')).toBeUndefined()
    typeInto(byLabel<HTMLInputElement>(container, 'Search tokens'), 'zzz')
    await waitFor(() => expect(container.textContent).toContain('No tokens match zzz'))
  })

  it('opened with arguments, starts from them', async () => {
    const { container } = await openSwap('en', { amount: '0.25', fromToken: 'ETH', toToken: 'usdc' })
    await waitFor(() => expect(byLabel<HTMLInputElement>(container, 'Amount to swap').value).toBe('0.25'))
    await waitFor(() => expect(byLabel(container, 'Quoted amount').textContent).toBe('747.5'))
    expect(said(named(container, /^Choose the token to receive/u))).toBe('USDC')
  })

  it("in German; on a network without swaps it says so and asks the convert API nothing", async () => {
    const { kit, container } = await openSwap('de')
    await waitFor(() => expect(container.textContent).toContain('Du zahlst'))
    await kit.switchNetwork(devnetChain)
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Netzwerk für Tausch nicht unterstützt'))
    expect(container.textContent).toContain('Auf Anvil Two ist kein Tausch möglich.')
    const after = requests.slice(requests.lastIndexOf('/blockchain/v1/supported-chains'))
    expect(after.filter((path) => path.includes('/convert/'))).toEqual([])
  })
})

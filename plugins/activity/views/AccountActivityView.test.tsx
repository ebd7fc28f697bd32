// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitEvent } from '../../../kernel/events/createEventBus.js'
import { buttonNamed as button, renderInDom as render, unmountAll } from '../../../test/dom.js'
import { arbitrum, fakeConnector, testKit } from '../../../test/fixtures.js'
import { loadCatalogue } from '../../../ui/i18n/translate.js'
import AccountView from '../../../ui/views/AccountView.js'
import activity from '../index.js'
import { ALICE, BOB, fakeHistory, fungible, nft, sends, transaction, type FakeHistory } from '../testing/historyFixtures.js'
import AccountActivityView from './AccountActivityView.js'

// The Activity view in a DOM against a fake history endpoint (the kit's fetch): no request leaves the process.


async function connectedKit(
  history: FakeHistory,
  { connector = fakeConnector({ id: 'io.portico.test' }), fetch = history.fetch }: { connector?: ReturnType<typeof fakeConnector>; fetch?: typeof globalThis.fetch } = {},
) {
  const kit = testKit({ connectors: [connector], plugins: [activity] }, { builtins: {}, fetch })
  await kit.ready()
  await kit.connect('io.portico.test')
  // Opening the modal sets its plugins up, as a visitor's first open does.
  await kit.open({ view: 'Account' })
  // The Account view's Activity tab fetches the view through its loader, which brings the plugin's English.
  await vi.waitFor(async () => expect((await kit.kernel.getView('AccountActivity')?.())?.default).toBe(AccountActivityView))
  return kit
}

const list = (container: HTMLElement) => container.querySelector<HTMLUListElement>('ul[aria-label="Activity"]')
/** The text a screen reader gets from an element (what is aria-hidden left out), whitespace collapsed. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/gu, ' ').trim()
}
/** The spoken text of each item of the Activity list. */
const itemTexts = (container: HTMLElement, label = 'Activity') =>
  [...(container.querySelector(`ul[aria-label="${label}"]`)?.querySelectorAll(':scope > li') ?? [])].map(spokenText)

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
})

describe('AccountActivity view (DOM)', () => {
  it('a list labelled "Activity": date headings and rows with direction, counterparty, amount and symbol', async () => {
    let answer!: () => void
    const history = fakeHistory([
      transaction({ minedAt: '2024-03-05T12:30:00Z', transfers: [fungible('1.5', 'ETH', 'out', { recipient: BOB })] }),
      transaction({ minedAt: '2024-03-05T11:30:00Z', operationType: 'receive', sentFrom: BOB, transfers: [fungible('12.5', 'TUSD', 'in')] }),
      transaction({ minedAt: '2024-03-04T12:00:00Z', operationType: 'execute', status: 'failed', transfers: [] }),
      transaction({ minedAt: '2024-03-04T12:00:00Z', operationType: 'receive', transfers: [nft('Free Airdrop', { spam: true })] }),
      transaction({ minedAt: '2024-03-04T12:00:00Z', chain: 'eip155:42161' }),
    ])
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const kit = await connectedKit(history, { fetch: (input, init) => answered.then(() => history.fetch(input, init)) })
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading activity'))
    answer()
    await vi.waitFor(() => expect(list(container)).not.toBeNull())
    expect(itemTexts(container)).toEqual([
      'Mar 5',
      'Sent to 0x7099…79C8 1.5 ETH',
      'Received from 0x7099…79C8 12.5 TUSD',
      'Mar 4',
      'Executed Failed to 0x7099…79C8',
    ])
    expect(container.querySelectorAll('h3')).toHaveLength(2)
    expect(history.requests[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(history.requests[0]?.pathname).toBe(`/v1/account/${ALICE}/history`)
    expect(container.textContent).not.toContain('Load more')
  })

  it('"Load more" fetches the next page with the cursor', async () => {
    const history = fakeHistory(sends(15))
    const kit = await connectedKit(history)
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(list(container)).not.toBeNull())
    expect(itemTexts(container).filter((text) => text?.includes('Sent'))).toHaveLength(10)
    button(container, 'Load more').click()
    await vi.waitFor(() => expect(itemTexts(container).filter((text) => text?.includes('Sent'))).toHaveLength(15))
    expect(history.requests.at(-1)?.searchParams.get('cursor')).toBe('10')
    expect(itemTexts(container)).toContain('Sent to 0x7099…79C8 15 TUSD')
    expect(container.textContent).not.toContain('Load more')
  })

  it('a failure: the snack error exactly, ERROR_FETCH_TRANSACTIONS, the empty state, and "Try again"', async () => {
    const history = fakeHistory(sends(3))
    history.fail = 500
    const kit = await connectedKit(history)
    const events: KitEvent[] = []
    kit.kernel.events.onAny((event) => void (event.event === 'ERROR_FETCH_TRANSACTIONS' && events.push(event)))
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(container.textContent).toContain('No activity yet'))
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' })
    expect(events).toHaveLength(1)
    expect(events[0]?.properties).toMatchObject({ address: ALICE, projectId: 'test-project' })
    expect(list(container)).toBeNull()

    history.fail = undefined
    button(container, 'Try again').click()
    // Three sends on three days.
    await vi.waitFor(() => expect(itemTexts(container)).toHaveLength(6))
  })

  it('an empty history: "No activity yet"', async () => {
    const kit = await connectedKit(fakeHistory([]))
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(container.textContent).toContain('No activity yet'))
    expect(container.textContent).toContain('Your next transactions will appear here')
    expect(container.querySelector('button')).toBeNull()
    expect(kit.kernel.state.snackbar.open).toBe(false)
  })

  it('fetches again when the network or the account changes', async () => {
    const history = fakeHistory([...sends(2), ...sends(1, { chain: 'eip155:42161' })])
    const connector = fakeConnector({ id: 'io.portico.test' })
    const kit = await connectedKit(history, { connector })
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(itemTexts(container)).toHaveLength(4))

    await kit.kernel.switchNetwork(arbitrum)
    await vi.waitFor(() => expect(history.requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:42161'))
    // Only what is on the connected chain shows.
    await vi.waitFor(() => expect(itemTexts(container)).toHaveLength(2))

    connector.emit({ type: 'accountsChanged', address: BOB })
    await vi.waitFor(() => expect(history.requests.at(-1)?.pathname).toBe(`/v1/account/${BOB}/history`))
  })

  it('shows a send: SEND_SUCCESS fetches again until the transaction is there', async () => {
    const history = fakeHistory(sends(2))
    const kit = await connectedKit(history)
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(itemTexts(container)).toHaveLength(4))
    const sent = transaction({ minedAt: '2024-03-21T12:00:00Z', transfers: [fungible('0.25', 'ETH', 'out')] })
    kit.kernel.events.emit('SEND_SUCCESS', { token: 'ETH', amount: '0.25', network: 'eip155:1', hash: sent.metadata.hash })
    // The indexer catches up a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50))
    history.transactions.unshift(sent)
    await vi.waitFor(() => expect(itemTexts(container)[1]).toBe('Sent to 0x7099…79C8 0.25 ETH'), { timeout: 3000 })
  })

  it('shows a send made just before the list opened (SPEC §4: success goes to Account)', async () => {
    const history = fakeHistory(sends(1))
    const kit = await connectedKit(history)
    await kit.open() // starts loading the plugin, which remembers sends
    await vi.waitFor(() => expect(kit.kernel.getView('AccountActivity')).toBeTypeOf('function'))
    const sent = transaction({ minedAt: '2024-03-21T12:00:00Z', transfers: [fungible('2', 'TUSD', 'out')] })
    kit.kernel.events.emit('SEND_SUCCESS', { token: 'ETH', amount: '0.25', network: 'eip155:1', hash: sent.metadata.hash })
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(itemTexts(container)).toHaveLength(2))
    history.transactions.unshift(sent)
    await vi.waitFor(() => expect(itemTexts(container)[1]).toBe('Sent to 0x7099…79C8 2 TUSD'), { timeout: 3000 })
  })

  it('speaks German', async () => {
    await loadCatalogue('de')
    const kit = await connectedKit(fakeHistory([transaction({ minedAt: '2024-03-05T12:00:00Z', transfers: [fungible('1234.5', 'ETH', 'out')] })]))
    const container = render(kit, <AccountActivityView />, 'de')
    await vi.waitFor(() => expect(container.querySelector('ul[aria-label="Aktivität"]')).not.toBeNull())
    expect(itemTexts(container, 'Aktivität')).toEqual([
      '5. März',
      'Gesendet an 0x7099…79C8 1.234,5 ETH',
    ])
  })

  it('virtualizes a long list and loads the next page as it scrolls near the end', async () => {
    const history = fakeHistory(sends(50), { pageSize: 45 })
    const kit = await connectedKit(history)
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(container.querySelector('ul.pt-vlist[aria-label="Activity"]')).not.toBeNull())
    // 45 sends on 45 days: 90 entries, of which only those in view are in the DOM.
    expect(container.querySelectorAll('li').length).toBeLessThan(20)
    expect(container.querySelector('li')?.getAttribute('aria-setsize')).toBe('90')
    expect(history.requests).toHaveLength(1)
    const scroller = container.querySelector('.pt-vscroll') as HTMLElement
    scroller.scrollTop = 86 * 56
    scroller.dispatchEvent(new Event('scroll'))
    await vi.waitFor(() => expect(history.requests.at(-1)?.searchParams.get('cursor')).toBe('45'))
    await vi.waitFor(() => expect(container.querySelector('li')?.getAttribute('aria-setsize')).toBe('100'))
  })

  it('is the Activity tab of Account once the plugin is loaded', async () => {
    const kit = await connectedKit(fakeHistory(sends(1)))
    kit.kernel.setAccountProps('eip155', { currentTab: 'Activity' })
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.getView('AccountActivity')).toBeTypeOf('function'))
    expect(kit.kernel.modal.canShow('AccountActivity')).toBe(true)
    const container = render(kit, <AccountView />)
    await vi.waitFor(() => expect(itemTexts(container)).toEqual(['Mar 20', 'Sent to 0x7099…79C8 1 TUSD']))
    expect(container.querySelector('[role="tabpanel"] ul')?.getAttribute('aria-label')).toBe('Activity')
  })

  it('on a network of another chain family: not available', async () => {
    const kit = await connectedKit(fakeHistory([]))
    kit.kernel.state.chain.unsupportedNetwork = true
    const container = render(kit, <AccountActivityView />)
    await vi.waitFor(() => expect(container.textContent).toBe('Unsupported chainActivity is not available on this network'))
    expect(container.querySelector('strong')?.textContent).toBe('Unsupported chain')
  })
})

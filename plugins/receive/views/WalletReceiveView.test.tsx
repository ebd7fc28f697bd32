// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDom, unmountAll } from '../../../test/dom.js'
import { fakeConnector, solanaMainnet, testKit, arbitrum, mainnet } from '../../../test/fixtures.js'
import receive from '../index.js'
import WalletReceiveView from './WalletReceiveView.js'

const ALICE = '0x00000000000000000000000000000000000000a1'
afterEach(unmountAll)

async function render(connected = true) {
  const kit = testKit(
    { plugins: [receive], networks: [mainnet, arbitrum, solanaMainnet], connectors: [fakeConnector()] },
    { builtins: {} },
  )
  await kit.ready()
  if (connected) await kit.connect('test-wallet')
  await kit.open({ view: 'WalletReceive' })
  // As the modal shows it: through the view's loader, which also brings the plugin's English.
  const { default: View } = (await kit.kernel.getView('WalletReceive')?.()) ?? {}
  expect(View).toBe(WalletReceiveView)
  const container = renderInDom(kit, <WalletReceiveView />)
  await vi.waitFor(() => expect(container.childElementCount).toBeGreaterThan(0))
  return { kit, container }
}

describe('WalletReceive (DOM)', () => {
  it('shows the full address, its QR code, and the networks of its chain family', async () => {
    const { kit, container } = await render()
    expect(kit.kernel.getView('WalletReceive')).toBeTypeOf('function')
    expect(container.querySelector('.pt-receive-address')?.textContent).toBe(ALICE)
    const qr = container.querySelector('svg[role="img"]')
    expect(qr?.getAttribute('aria-label')).toBe('QR code of your address')
    expect(qr?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/u)
    const list = container.querySelector('ul[aria-label="Networks that can receive"]')
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.querySelector('span:last-child')?.textContent)).toEqual(['Ethereum', 'Arbitrum One'])
  })

  it('"Copy address" copies it and says "Address copied"', async () => {
    const { kit, container } = await render()
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const copy = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Copy address')
    copy?.click()
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(ALICE))
    await vi.waitFor(() => expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Address copied', variant: 'success' }))
  })

  it('says so when no wallet is connected', async () => {
    const { container } = await render(false)
    expect(container.textContent).toBe('No wallet is connected')
  })
})

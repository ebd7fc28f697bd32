// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setActiveKit } from '../kernel/activeKit.js'
import { fakeConnector, testKit, type TestKit } from '../test/fixtures.js'
import * as entry from './index.js'

it("exports of 'portico/web-components' (an accidental API change fails here)", () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AppKitAccountButtonElement",
      "AppKitButtonElement",
      "AppKitConnectButtonElement",
      "AppKitNetworkButtonElement",
      "WEB_COMPONENTS",
    ]
  `)
})

const kits: TestKit[] = []
afterEach(async () => {
  document.body.replaceChildren()
  setActiveKit(undefined)
  for (const kit of kits.splice(0)) await kit.destroy()
})

function activeKit(): TestKit {
  const kit = testKit({ connectors: [fakeConnector()] })
  kits.push(kit)
  setActiveKit(kit)
  return kit
}

/** Places `html` in the page and waits for the elements' first render. */
async function place(html: string): Promise<HTMLElement> {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  await Promise.resolve()
  return host
}

const inner = (element: Element | null) => element?.shadowRoot?.querySelector('button') as HTMLButtonElement

describe('portico/web-components', () => {
  it('defines the four elements on import', () => {
    for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button'])
      expect(customElements.get(tag)).toBeDefined()
  })

  it("renders AppKit's attributes: label, size, disabled; the account button is hidden while disconnected", async () => {
    activeKit()
    const host = await place(
      '<appkit-button label="Sign in" size="sm" disabled></appkit-button><appkit-connect-button></appkit-connect-button><appkit-account-button></appkit-account-button><appkit-network-button></appkit-network-button>',
    )
    const button = inner(host.querySelector('appkit-button'))
    expect(button.textContent).toBe('Sign in')
    expect(button.className).toBe('sm')
    expect(button.disabled).toBe(true)
    expect(inner(host.querySelector('appkit-connect-button')).textContent).toBe('Connect Wallet')
    expect(inner(host.querySelector('appkit-account-button')).hidden).toBe(true)
    expect(inner(host.querySelector('appkit-network-button')).textContent).toBe('Ethereum')

    host.querySelector('appkit-button')?.setAttribute('label', 'Connect now')
    host.querySelector('appkit-button')?.removeAttribute('disabled')
    await Promise.resolve()
    expect(button.textContent).toBe('Connect now')
    expect(button.disabled).toBe(false)
  })

  it('keeps the element a pointer went down on: renders change its text in place, so the click still lands', async () => {
    const kit = activeKit()
    const host = await place('<appkit-button></appkit-button>')
    const element = host.querySelector('appkit-button')!
    const label = inner(element).querySelector('[part=label]')
    kit.setThemeMode('light')
    await vi.waitFor(() => expect(element.getAttribute('data-theme')).toBe('light'))
    element.setAttribute('label', 'Sign in')
    await Promise.resolve()
    expect(inner(element).textContent).toBe('Sign in')
    expect(inner(element).querySelector('[part=label]')).toBe(label)
  })

  it('opens the modal: Connect for a namespace, Networks from the network button', async () => {
    const kit = activeKit()
    const open = vi.spyOn(kit, 'open').mockResolvedValue(undefined)
    const host = await place('<appkit-button namespace="eip155"></appkit-button><appkit-network-button></appkit-network-button>')
    inner(host.querySelector('appkit-button')).click()
    inner(host.querySelector('appkit-network-button')).click()
    expect(open.mock.calls).toEqual([[{ namespace: 'eip155' }], [{ view: 'Networks' }]])
  })

  it('shows the account once connected (balance hidden on request) and the theme of the modal', async () => {
    const kit = activeKit()
    const host = await place('<appkit-button></appkit-button><appkit-account-button balance="hide"></appkit-account-button>')
    await kit.ready()
    await kit.connect('test-wallet')
    kit.kernel.setAccountProps('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    await vi.waitFor(() => expect(inner(host.querySelector('appkit-button')).textContent).toBe('1.234 ETH0x0000…00a1'))
    expect(inner(host.querySelector('appkit-account-button')).textContent).toBe('0x0000…00a1')
    expect(inner(host.querySelector('appkit-account-button')).hidden).toBe(false)

    kit.setThemeMode('light')
    kit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    await vi.waitFor(() => expect(host.querySelector('appkit-button')?.getAttribute('data-theme')).toBe('light'))
    expect((host.querySelector('appkit-button') as HTMLElement).style.getPropertyValue('--w3m-accent')).toBe('#ff0000')

    await kit.disconnect()
    await vi.waitFor(() => expect(inner(host.querySelector('appkit-button')).textContent).toBe('Connect Wallet'))
    expect(inner(host.querySelector('appkit-account-button')).hidden).toBe(true)
  })

  it('follows the newest kit, and renders the connect button before any', async () => {
    const host = await place('<appkit-button></appkit-button>')
    expect(inner(host.querySelector('appkit-button')).textContent).toBe('Connect Wallet')
    const kit = activeKit()
    const open = vi.spyOn(kit, 'open').mockResolvedValue(undefined)
    inner(host.querySelector('appkit-button')).click()
    expect(open).toHaveBeenCalledOnce()
  })
})

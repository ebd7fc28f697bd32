// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDom, typeInto as type, unmountAll } from '../../../test/dom.js'
import { arbitrum, fakeConnector, mainnet, solanaMainnet } from '../../../test/fixtures.js'
import { ViewHost } from '../../../ui/components/ViewHost.js'
import { useKernel } from '../../../ui/hooks/useKit.js'
import { useSnap } from '../../../ui/hooks/useSnap.js'
import send from '../index.js'
import { pluginApi } from '../../../test/fixtures.js'
import { ALICE, BOB, profileFetch, sendTestKit, stubWallet, type SendTestKitParameters } from '../../../test/sendTestKit.js'

// The send views in a DOM, inside the kit's view host so that navigation shows the next view. The wallet is
// scripted and names resolve through a fetch that answers as the devnet's profile route does (the devnet
// itself runs in createSendController.test.ts); nothing leaves the process. The browser flow against a real
// wallet and chain is the end-to-end suite's.

afterEach(unmountAll)

/** The current view of the kit, as the modal body shows it. */
function CurrentView() {
  const router = useSnap(useKernel().state.router)
  return <ViewHost view={router.view} data={router.data} />
}

async function openSend(parameters: SendTestKitParameters = {}, locale = 'en') {
  const { kit, wallet } = await sendTestKit({
    fetch: profileFetch,
    ...parameters,
    options: { plugins: [send], apiUrls: { blockchain: 'http://127.0.0.1:9/blockchain' }, ...parameters.options },
  })
  // Opening a view of the plugin waits for it to load; the user comes from Account.
  await kit.open({ view: 'WalletSend' })
  kit.kernel.router.replace('Account')
  kit.kernel.router.push('WalletSend')
  const container = renderInDom(kit, <CurrentView />, locale)
  await waitFor(() => expect(container.querySelector('button[type="submit"]')).toBeTruthy())
  return { kit, wallet, container }
}

const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 3000 })

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)
  if (!found) throw new Error(`no button named ${name}: ${[...container.querySelectorAll('button')].map((b) => b.textContent).join(', ')}`)
  return found
}

/** The control a visible label names (`<label for>`). */
function field(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
  const input = found?.htmlFor ? container.querySelector<HTMLInputElement>(`[id="${found.htmlFor}"]`) : null
  if (!input) throw new Error(`no field labelled ${label}`)
  return input
}

/** The text of an element as a name: without what is hidden from assistive technology (decorative images). */
function nameOf(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent?.trim() ?? ''
}

/** The radio of a token, by the start of its label ("Ether", "Test USD"). */
function tokenRadio(container: HTMLElement, name: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((l) => nameOf(l).startsWith(`${name} `))
  const radio = label?.querySelector<HTMLInputElement>('input[type="radio"]')
  if (!radio) throw new Error(`no token ${name}`)
  return radio
}

const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent

describe('WalletSend (DOM)', () => {
  it('names its controls: the Token group with a radio per token (native first, with balances), Amount with Max, Receiver address, Preview send', async () => {
    const { container } = await openSend()
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Token')
    const labels = [...container.querySelectorAll('fieldset label')].map(nameOf)
    expect(labels).toEqual(['Ether 2.500 ETH', 'Test USD 1,000.123 TUSD'])
    expect(field(container, 'Amount').getAttribute('inputmode')).toBe('decimal')
    expect(field(container, 'Receiver address').placeholder).toBe('0x… or name')
    expect([...container.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual(['Max', 'Preview send'])
    // The native currency is picked to begin with.
    await waitFor(() => expect(tokenRadio(container, 'Ether').checked).toBe(true))
    expect(button(container, 'Max').disabled).toBe(false)
    expect(alertText(container)).toBeUndefined()
  })

  it('shows each SPEC §5 message for its bad input when Preview send is pressed', async () => {
    const { kit, container } = await openSend()
    const amount = field(container, 'Amount')
    const receiver = field(container, 'Receiver address')

    const expectAlert = (text: string) => waitFor(() => expect(alertText(container)).toBe(text))
    const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent)
    button(container, 'Preview send').click()
    await expectAlert('An amount and receiver address are required')

    type(amount, '1')
    button(container, 'Preview send').click()
    await expectAlert('An amount and receiver address are required')

    // Every field's message at once, each under its field.
    type(amount, '1,5')
    type(receiver, 'hello')
    await waitFor(() => expect(alerts()).toEqual(['Invalid amount', 'Invalid address']))
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(receiver.getAttribute('aria-invalid')).toBe('true')
    type(amount, '1')
    type(receiver, BOB.slice(2).toLowerCase())
    await waitFor(() => expect(alerts()).toEqual([]))

    tokenRadio(container, 'Test USD').click()
    await waitFor(() => expect(container.textContent).toContain('Balance: 1,000.123 TUSD'))
    type(amount, '1.0000001')
    // Too many decimals shows as soon as it is typed.
    await waitFor(() => expect(container.textContent).toContain('TUSD allows at most 6 decimals'))
    expect(amount.getAttribute('aria-invalid')).toBe('true')

    type(amount, '5000')
    await expectAlert('Insufficient TUSD balance')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(amount.getAttribute('aria-describedby')).toContain(container.querySelector('[role="alert"]')?.id)

    type(amount, '10')
    type(receiver, 'hello')
    await expectAlert('Invalid address')
    expect(receiver.getAttribute('aria-invalid')).toBe('true')

    type(receiver, 'nobody.portico')
    await expectAlert('No address found for nobody.portico')

    type(receiver, 'bob.portico')
    await waitFor(() => expect(container.textContent).toContain(`bob.portico ${BOB}`))
    expect(alertText(container)).toBeUndefined()
    button(container, 'Preview send').click()
    await waitFor(() => expect(kit.kernel.state.router.view).toBe('WalletSendPreview'))
  })

  it('answers "Unsupported chain" on a chain whose package cannot send (a bare solana adapter)', async () => {
    const solanaWallet = fakeConnector({ id: 'sol-wallet', chain: 'solana', result: { address: 'So1ana1111111111111111111111111111111111111', chainId: solanaMainnet.id } })
    const { kit, container } = await openSend({
      options: { networks: [mainnet, arbitrum, solanaMainnet] },
      adapters: [{ namespace: 'solana', setup: (context) => void context.registerConnector(solanaWallet) }],
    })
    await kit.connect('sol-wallet')
    button(container, 'Preview send').click()
    await waitFor(() => expect(alertText(container)).toBe('Unsupported chain'))
  })

  it('Max fills the balance of the token', async () => {
    const { container } = await openSend()
    tokenRadio(container, 'Test USD').click()
    await waitFor(() => expect(button(container, 'Max').disabled).toBe(false))
    button(container, 'Max').click()
    await waitFor(() => expect(field(container, 'Amount').value).toBe('1000.123456'))
  })

  it('keeps a token picked the moment the form shows, before it would pick the native currency', async () => {
    // A tap as the form appears: in the same task as React's commit, before its effects run.
    let tapped = false
    const observer = new MutationObserver(() => {
      const label = [...document.body.querySelectorAll('label')].find((l) => nameOf(l).startsWith('Test USD '))
      const radio = label?.querySelector<HTMLInputElement>('input[type="radio"]')
      if (radio && !tapped) {
        tapped = true
        radio.click()
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const { container } = await openSend()
    observer.disconnect()
    expect(tapped).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(tokenRadio(container, 'Test USD').checked).toBe(true)
    button(container, 'Max').click()
    await waitFor(() => expect(field(container, 'Amount').value).toBe('1000.123456'))
  })

  it('shows German labels and SPEC messages in German', async () => {
    const { container } = await openSend({}, 'de')
    await waitFor(() => expect(button(container, 'Senden prüfen')).toBeTruthy())
    expect(field(container, 'Betrag')).toBeTruthy()
    expect(field(container, 'Empfängeradresse')).toBeTruthy()
    button(container, 'Senden prüfen').click()
    await waitFor(() => expect(alertText(container)).toBe('Betrag und Empfängeradresse sind erforderlich'))
  })
})

describe('WalletSendPreview (DOM)', () => {
  async function preview(parameters: SendTestKitParameters = {}) {
    const opened = await openSend(parameters)
    const { container } = opened
    tokenRadio(container, 'Ether').click()
    type(field(container, 'Amount'), '1.5')
    type(field(container, 'Receiver address'), 'bob.portico')
    await waitFor(() => expect(container.textContent).toContain('bob.portico'))
    button(container, 'Preview send').click()
    await waitFor(() => expect(button(container, 'Send')).toBeTruthy())
    return opened
  }

  const summary = (container: HTMLElement) =>
    Object.fromEntries(
      [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    )

  it('shows the token, the exact amount, from, to (name and address) and the network, with Send and Cancel', async () => {
    const { kit, container } = await preview()
    expect(summary(container)).toEqual({
      Token: 'Ether (ETH)',
      Amount: '1.5 ETH',
      From: ALICE,
      To: `bob.portico${BOB}`,
      Network: 'Ethereum',
      // eth_estimateGas 21000 at the stub's gas price (1 gwei).
      'Network fee': '≈ 0.000021 ETH',
    })
    expect([...container.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual(['Send', 'Cancel'])
    button(container, 'Cancel').click()
    expect(kit.kernel.state.router.view).toBe('WalletSend')
  })

  it('a failing send shows the alert with Try again, and going back shows the same form', async () => {
    const wallet = stubWallet({ onSend: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })
    const { kit, container } = await preview({ wallet })
    button(container, 'Send').click()
    await waitFor(() => expect(alertText(container)).toBe('Signature declined'))
    expect(button(container, 'Try again').disabled).toBe(false)
    expect(kit.kernel.state.router.view).toBe('WalletSendPreview')

    kit.kernel.router.goBack()
    await waitFor(() => expect(button(container, 'Preview send')).toBeTruthy())
    expect(tokenRadio(container, 'Ether').checked).toBe(true)
    expect(field(container, 'Amount').value).toBe('1.5')
    expect(field(container, 'Receiver address').value).toBe('bob.portico')
    expect(container.textContent).toContain(`bob.portico ${BOB}`)
  })

  it('a successful send shows Account with "Transaction sent", and the form is empty again', async () => {
    const { kit, container, wallet } = await preview()
    kit.kernel.registerView('Account', async () => ({ default: () => <p>Account view</p> }))
    button(container, 'Send').click()
    await waitFor(() => expect(container.textContent).toBe('Account view'))
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(true)
    expect(kit.kernel.state.router.history).toEqual(['Account'])
    expect(kit.kernel.state.snackbar).toMatchObject({ message: 'Transaction sent', variant: 'success' })
    expect(pluginApi(kit, 'send')?.state).toMatchObject({ token: undefined, sendTokenAmount: '', receiverInput: '' })
  })
})

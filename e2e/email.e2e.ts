import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import { smartAccountAddress } from '../chains/eip155/embedded/smartAccountAddress.js'
import { privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  codeOf,
  emailLogin,
  frameShares,
  frameShown,
  fund,
  lastSeq,
  newEmail,
  nextMail,
  secretForms,
  secureFrame,
  startEmailLogin,
  startRequest,
} from './embeddedWallet.js'
import { button, dialog, holdScripts, openDemo, setFaults, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('the embedded wallet with email login', () => {
  it('logs in with the code read from the mailbox: the account shows the new address', async () => {
    // Numbers: first open to the email field usable, and the frame's READY (the host sees it arrive) after focus in
    // the field, which is what asks for the frame (nothing is made for a visitor who never types an address).
    const { page, errors } = await openDemo(browser(), {
      wallet: false,
      beforeLoad: async (p) =>
        void (await p.addInitScript(() => {
          const w = window as unknown as { frameReadyAt?: number }
          window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
            if (event.data?.type === '@w3m-frame/READY') w.frameReadyAt ??= performance.now()
          })
        })),
    })
    const openedAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const field = dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email', exact: true })
    await field.waitFor()
    const fieldAt = await page.evaluate(() => performance.now())
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { frameReadyAt?: number }).frameReadyAt)).toBeUndefined()
    await field.focus()
    const focusedAt = await page.evaluate(() => performance.now())
    await expect.poll(() => page.evaluate(() => (window as unknown as { frameReadyAt?: number }).frameReadyAt)).toBeGreaterThan(0)
    const readyAt = (await page.evaluate(() => (window as unknown as { frameReadyAt: number }).frameReadyAt)) - focusedAt
    console.info(`email: first open to the email field usable ${Math.round(fieldAt - openedAt)} ms; frame READY ${Math.round(readyAt)} ms after focus in the field`)
    // SPEC.md §5: an address that is not one is refused in the field, and nothing is mailed.
    await field.fill('ada@')
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByText('Enter a valid email address', { exact: true }).waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    const email = newEmail('ada')
    const address = await emailLogin(page, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    // The login data the kit keeps (SPEC.md §3 keys).
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored['@appkit-wallet/EMAIL']).toBe(email)
    expect(stored['@appkit-wallet/EMAIL_LOGIN_USED_KEY']).toBe('true')
    // The frame lives on another site than the host page.
    expect(new URL(secureFrame(page).url()).hostname).toBe('localhost')
    expect(new URL(page.url()).hostname).toBe('127.0.0.1')
    expect(errors).toEqual([])
  })
})

describe('the email field in Connect (SPEC.md §2 connect method order)', () => {
  it('keeps its place while the email plugin loads, so no row under it moves when it arrives', async () => {
    let release!: () => void
    // The email field's code and words (both name its placeholder's key) come late, as on a slow phone.
    const beforeLoad = async (p: Page) => void (release = await holdScripts(p, 'email.placeholder'))
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).locator('.pt-tag').waitFor()
    const title = connect.getByRole('heading', { name: 'Connect Wallet', exact: true })
    const allWallets = connect.getByRole('button', { name: 'All Wallets', exact: true })
    const settled = () =>
      page.evaluate(() =>
        Promise.all(
          [...document.getAnimations(), ...(document.querySelector('portico-modal')?.shadowRoot?.getAnimations() ?? [])]
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => {})),
        ),
      )
    const offset = async () => (await settled(), (await allWallets.boundingBox())!.y - (await title.boundingBox())!.y)
    // No wallet in the browser: email comes first, its slot blank for now.
    const slot = connect.locator('.pt-slot-email')
    const before = await offset()
    expect(await connect.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0)
    const blank = (await slot.boundingBox())!
    expect(blank.height).toBeGreaterThan(40)
    expect(blank.y).toBeLessThan((await allWallets.boundingBox())!.y)

    release()
    await connect.getByRole('textbox', { name: 'Email', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await offset()).toBe(before)
    expect((await slot.boundingBox())!.height).toBe(blank.height)
  })

  it('comes after a wallet the browser has (injected or announced)', async () => {
    // The demo puts email first (features.connectMethodsOrder) unless asked for SPEC.md §2's order.
    const { page } = await openDemo(browser(), { query: '?connectOrder=spec' })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    const field = connect.getByRole('textbox', { name: 'Email', exact: true })
    await field.waitFor()
    const wallet = (await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).boundingBox())!
    expect((await field.boundingBox())!.y).toBeGreaterThan(wallet.y)
  })

  it("goes straight to Confirm Email once that view's code is in, Continue busy meanwhile: no spinner in the card between", async () => {
    let release!: () => void
    // Confirm Email's code comes late (its chunk names the key of its text in a call; the words' chunks as a key).
    const beforeLoad = async (p: Page) => void (release = await holdScripts(p, '"email.otpSent",'))
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail('straight'))
    // Each frame from here: the card's title, whether its view is the spinner a view shows while its code loads, and
    // whether it offers Back.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: string[] }
      w.frames_ = []
      const root = document.querySelector('portico-modal')!.shadowRoot!
      requestAnimationFrame(function frame() {
        const spinner = Boolean(root.querySelector('.pt-view > .pt-center > .pt-spinner'))
        const state = `${root.querySelector('h2')?.textContent}|${spinner}|${Boolean(root.querySelector('header [aria-label="Back"]'))}`
        if (w.frames_.at(-1) !== state) w.frames_.push(state)
        if (!state.startsWith('Confirm Email')) requestAnimationFrame(frame)
      })
    })
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    // The code is mailed and the view asked for; Connect stays, busy, until its code arrives.
    await expect.poll(() => connect.getAttribute('aria-busy')).toBe('true')
    expect(await connect.getByRole('button', { name: 'Continue', exact: true }).getAttribute('aria-busy')).toBe('true')
    release()
    await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_)).toEqual(['Connect Wallet|false|false', 'Confirm Email|false|true'])
  })
})

describe('the embedded wallet: codes, sessions and approvals', () => {
  it('refuses a wrong code; Resend waits out the 30 s, then mails a new code that logs in', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('bob')
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const otp = dialog(page, 'Confirm Email')
    const code = codeOf(await nextMail(email, since))
    const field = otp.getByRole('textbox', { name: 'Code', exact: true })
    await field.fill(code === '000000' ? '111111' : '000000')
    await otp.getByText('Invalid code', { exact: true }).waitFor()
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    // The view counts the 30 s down under Resend.
    const countdown = await otp.getByText(/^A new code can be sent in \d+ s$/u).textContent()
    expect(Number(/(\d+)/u.exec(countdown ?? '')?.[1])).toBeGreaterThan(20)
    // Resend within 30 s of the first mail is refused with the seconds left, rounded up (SPEC.md §5).
    await otp.getByRole('button', { name: 'Resend code', exact: true }).click()
    const wait = await otp.getByText(/^Please try again after \d+ seconds$/).textContent()
    const seconds = Number(/(\d+)/.exec(wait ?? '')?.[1])
    expect(seconds).toBeGreaterThan(20)
    expect(seconds).toBeLessThanOrEqual(30)
    // Once the 30 s are over (the stored time of the last login moved back), Resend mails a new code.
    const resentSince = await lastSeq(email)
    await page.evaluate(() => localStorage.setItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(Date.now() - 31_000)))
    await otp.getByRole('button', { name: 'Resend code', exact: true }).click()
    await otp.getByText('Code sent', { exact: true }).waitFor()
    // A new code: the countdown starts again.
    await otp.getByText(/^A new code can be sent in (30|29|28) s$/u).waitFor()
    const resent = codeOf(await nextMail(email, resentSince))
    expect(resent).toMatch(/^\d{6}$/)
    await field.fill(resent)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
  })

  it('keeps the login over a reload, and disconnect clears it and signs out', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('cy')
    const address = await emailLogin(page, email)
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)

    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await button(page, 'Disconnect').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('@appkit-wallet/')))
    // The networks with smart accounts stay (SPEC.md §3), as the login time does.
    expect(stored.sort()).toEqual(['@appkit-wallet/LAST_EMAIL_LOGIN_TIME', '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS'])
    // Signed out in the frame too: a reload does not come back connected.
    await page.reload()
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
  })

  it('signs a message and sends a transaction only after approval inside the frame; a rejection and an unknown method fail', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false })
    const received: unknown[] = []
    await page.exposeFunction('recordMessage', (data: unknown) => void received.push(data))
    await page.evaluate(() => window.addEventListener('message', (event) => void (window as unknown as { recordMessage(d: unknown): void }).recordMessage(event.data)))
    const address = (await emailLogin(page, newEmail('dee'))) as Address
    // The login ends by closing the modal once every family is connected: a request asked before that would be
    // shown in the modal that closes, and closing aborts it (SPEC.md §8 'Request was aborted').
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')

    // personal_sign: the frame shows the text; the visitor approves there.
    const message = 'Hello from the host page'
    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    const frame = secureFrame(page)
    await frame.getByText(message, { exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await signed()).result as Hex
    // The default eip155 account is the smart account (SPEC.md §6): its signature verifies on the chain (ERC-6492).
    expect(await createPublicClient({ transport: http(e2e.chains[0]!.rpcUrl) }).verifyMessage({ address, message, signature })).toBe(true)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')

    // Rejected in the frame: the request fails with the user's rejection.
    const refused = await startRequest(page, 'personal_sign', ['0x6e6f', address])
    await frameShown(page)
    await frame.getByRole('button', { name: 'Reject', exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await refused()).error).toMatchObject({ code: 4001 })

    // Closing the modal while the frame asks cancels the request.
    const cancelled = await startRequest(page, 'personal_sign', ['0x6e6f', address])
    await frameShown(page)
    await dialog(page, 'Approve Transaction').getByRole('button', { name: 'Close', exact: true }).click()
    expect((await cancelled()).error?.message).toBe('Request was aborted')
    expect(await page.locator('iframe[title="Embedded wallet"]').boundingBox()).toMatchObject({ width: 0, height: 0 })

    // eth_sendTransaction: recipient and amount shown in the frame; the transfer lands on anvil.
    const chain = e2e.chains[0]!
    await fund(chain.rpcUrl, address, '1')
    const to = e2e.accounts[2]!.address
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const sent = await startRequest(page, 'eth_sendTransaction', [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }])
    await frame.getByText(to, { exact: true }).waitFor()
    await frame.getByText('0.25 ETH', { exact: true }).waitFor()
    await frameShown(page)
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    const hash = (await sent()).result as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'))

    // A read runs silently: no modal.
    const balance = await startRequest(page, 'eth_getBalance', [address, 'latest'])
    expect(BigInt((await balance()).result as string)).toBeLessThan(parseEther('0.75'))
    expect(await shown(page, 'modal').textContent()).toBe('closed')

    // A method on neither list is refused; the modal says 'Action not allowed'.
    const unknown = await startRequest(page, 'eth_signAnything', [])
    expect((await unknown()).error?.message).toMatch(/^Requested RPC call is not allowed/)
    await page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Action not allowed' }).waitFor()

    // No key material on the host: not in its storage, its IndexedDB, nor in any message it received.
    const host = await page.evaluate(async () => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      databases: (await indexedDB.databases()).map((d) => d.name),
      frameDocument: (() => {
        try {
          return Boolean(document.querySelector('iframe')?.contentWindow?.document)
        } catch {
          return 'blocked'
        }
      })(),
    }))
    expect(host.databases).not.toContain('portico-secure-site')
    expect(host.frameDocument).toBe('blocked')
    const texts = [host.local, host.session, ...received.map((m) => JSON.stringify(m))]
    // The only 32-byte hex values the host ever saw are the transaction hash (a signature is 65 bytes).
    const hexes = texts.flatMap((t) => t.match(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/g) ?? [])
    expect(new Set(hexes)).toEqual(new Set([hash]))
    expect(texts.some((t) => /private|secret|mnemonic/i.test(t))).toBe(false)

    // Nor anywhere in the host page's heap: no 32-byte hex string there is the key of the embedded address.
    const cdp = await page.context().newCDPSession(page)
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk))
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const snapshot = chunks.join('')
    expect(snapshot.length).toBeGreaterThan(100_000)
    // The search finds what the host did get: the transaction hash the frame answered with.
    expect(snapshot).toContain(hash.slice(2))
    const candidates = new Set((snapshot.match(/(?<![0-9a-fA-F])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/g) ?? []).map((c) => c.replace(/^0x/, '')))
    const isKey = (candidate: string) => {
      try {
        return privateKeyToAccount(`0x${candidate}`).address.toLowerCase() === address.toLowerCase()
      } catch {
        return false // not a valid secp256k1 key at all
      }
    }
    const keys = [...candidates].filter(isKey)
    expect(keys).toEqual([])
    await cdp.detach()

    // Nor any of the account's key shares, its secret or its keys, as hex or base64: not in the host's storage,
    // messages or heap. (Read in the frame, where they are; the shares rebuild this very account.)
    const { forms, keys: account } = await secretForms(await frameShares(page))
    // The account's key owns the smart account shown (SPEC.md §6 default).
    expect(smartAccountAddress(account.address)).toBe(address)
    expect(forms).toHaveLength(18)
    for (const form of forms) {
      expect(texts.some((t) => t.includes(form))).toBe(false)
      expect(snapshot.includes(form)).toBe(false)
    }
    expect(errors).toEqual([])
  })
})

async function authSettings(settings: Record<string, number>): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  })
  if (!response.ok) throw new Error(`devnet auth: HTTP ${response.status}`)
}

describe('the embedded wallet: expiry, devices and failures', () => {
  it('refuses an expired code', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('eve')
    await authSettings({ codeLifetimeMs: 200 })
    try {
      const since = await lastSeq(email)
      await startEmailLogin(page, email)
      const otp = dialog(page, 'Confirm Email')
      const code = codeOf(await nextMail(email, since))
      await new Promise((resolve) => setTimeout(resolve, 300))
      await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
      await otp.getByText('The code has expired', { exact: true }).waitFor()
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await authSettings({ codeLifetimeMs: 600_000 })
    }
  })

  it('asks a known user on a new device to approve it from the mailed link, then takes the code', async () => {
    const email = newEmail('fay')
    const first = await openDemo(browser(), { wallet: false })
    await emailLogin(first.page, email)
    await first.context.close()

    // Another browser profile: the secure site has no key and no device id there.
    const { page, context } = await openDemo(browser(), { wallet: false })
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const device = dialog(page, 'Register Device')
    await device.getByText(`Approve the login link we sent to ${email}`, { exact: true }).waitFor()
    const mail = await nextMail(email, since)
    expect(mail.subject).toBe('Approve your new device')
    const link = /http:\/\/\S+/.exec(mail.text)?.[0] ?? ''
    // The visitor opens the link from the mail, in another tab.
    const tab = await context.newPage()
    await tab.goto(link)
    await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
    const otp = dialog(page, 'Confirm Email')
    await otp.waitFor()
    await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, mail.seq)))
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
  })

  it('raises the load alert after 20 s when the frame never answers, ignoring messages from other windows and origins', async () => {
    await setFaults({ secureSite: 'hang' })
    try {
      const { page } = await openDemo(browser(), { wallet: false })
      const started = Date.now()
      await startEmailLogin(page, newEmail('gus'))
      // Messages that look like the frame's READY, from the host window itself and from a frame of another origin.
      await page.evaluate(() => {
        window.postMessage({ type: '@w3m-frame/READY' }, '*')
        const other = document.createElement('iframe')
        other.src = `data:text/html,<script>parent.postMessage({ type: '@w3m-frame/READY' }, '*')</script>`
        document.body.appendChild(other)
      })
      const alert = page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' })
      await alert.waitFor({ timeout: 30_000 })
      expect(Date.now() - started).toBeGreaterThan(15_000)
      await dialog(page, 'Connect Wallet').getByText('Network Error - Could not load embedded wallet', { exact: true }).waitFor()
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await setFaults({})
    }
  })
})

describe('the embedded wallet: email change', () => {
  it('changes the address with a code to the current one, then a code to the new one', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('hal')
    const address = await emailLogin(page, email)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Edit email', exact: true }).click()
    const edit = dialog(page, 'Edit Email')
    await edit.getByText(`Current email: ${email}`, { exact: true }).waitFor()
    const changed = newEmail('hal-new')
    const sinceOld = await lastSeq(email)
    await edit.getByRole('textbox', { name: 'New email', exact: true }).fill(changed)
    await edit.getByRole('button', { name: 'Continue', exact: true }).click()
    const primary = dialog(page, 'Confirm Current Email')
    await primary.getByText(`Enter the 6-digit code we sent to ${email}`, { exact: true }).waitFor()
    const sinceNew = await lastSeq(changed)
    await primary.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, sinceOld)))
    const secondary = dialog(page, 'Confirm New Email')
    await secondary.getByText(`Enter the 6-digit code we sent to ${changed}`, { exact: true }).waitFor()
    await secondary.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(changed, sinceNew)))
    await page.locator('portico-modal').getByRole('status').filter({ hasText: `Email changed to ${changed}` }).waitFor()
    await dialog(page, 'Account').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(changed)
    // Same wallet, new address for its login.
    expect(await shown(page, 'address').textContent()).toBe(address)
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(changed)
  })
})

describe('the embedded wallet: the host API', () => {
  it('shows embeddedWalletInfo in the account, and useAppKitUpdateEmail changes the address through the modal', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const change = button(page, 'Change email')
    expect(await change.isDisabled()).toBe(true)
    expect(await shown(page, 'embedded-wallet').textContent()).toBe('—')
    const email = newEmail('ivy')
    await emailLogin(page, email)
    // useAppKitAccount().embeddedWalletInfo: the user's email, the login method and the account type.
    await expect.poll(() => shown(page, 'embedded-wallet').textContent()).toBe(`${email} (email, smartAccount)`)
    expect(await page.evaluate(() => (window as unknown as { portico: { getAccount(): unknown } }).portico.getAccount())).toMatchObject({
      embeddedWalletInfo: { user: { email, username: null }, authProvider: 'email', accountType: 'smartAccount', isSmartAccountDeployed: false },
    })

    // The hook opens the modal on the email change; closing it first rejects with 'Modal closed'.
    await change.click()
    const edit = dialog(page, 'Edit Email')
    await edit.getByText(`Current email: ${email}`, { exact: true }).waitFor()
    await edit.getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => shown(page, 'email-change').textContent()).toBe('Modal closed')

    await change.click()
    const changed = newEmail('ivy-new')
    const sinceOld = await lastSeq(email)
    await edit.getByRole('textbox', { name: 'New email', exact: true }).fill(changed)
    await edit.getByRole('button', { name: 'Continue', exact: true }).click()
    const sinceNew = await lastSeq(changed)
    await dialog(page, 'Confirm Current Email').getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, sinceOld)))
    await dialog(page, 'Confirm New Email').getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(changed, sinceNew)))
    // The address changed: the hook resolves with it and closes the modal; the account says the new address.
    await expect.poll(() => shown(page, 'email-change').textContent()).toBe(`changed to ${changed}`)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    expect(await shown(page, 'embedded-wallet').textContent()).toBe(`${changed} (email, smartAccount)`)

    // After a reload the restored login reports the new address; disconnect clears embeddedWalletInfo.
    await page.reload()
    await expect.poll(() => shown(page, 'embedded-wallet').textContent(), { timeout: 20_000 }).toBe(`${changed} (email, smartAccount)`)
    await button(page, 'Disconnect from the page').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    expect(await shown(page, 'embedded-wallet').textContent()).toBe('—')
  })
})

describe('the embedded wallet: configuration and session alerts', () => {
  const project = (body: unknown) =>
    fetch(`${inject('e2e').apiUrl}/__devnet/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('loads neither the email plugin nor the frame while email and social login are off', async () => {
    const config = (await (await fetch(`${inject('e2e').apiUrl}/__devnet/project`)).json()) as { features: { id: string; isEnabled: boolean }[] }
    await project({ features: config.features.map((f) => (f.id === 'email' || f.id === 'social_login' ? { ...f, isEnabled: false } : f)) })
    try {
      const requests: string[] = []
      const { page } = await openDemo(browser(), { wallet: false, beforeLoad: async (p) => void p.on('request', (r) => requests.push(r.url())) })
      await button(page, 'Open modal').click()
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      await page.waitForTimeout(1000)
      expect(await dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0)
      expect(await dialog(page, 'Connect Wallet').locator('.pt-slot').count()).toBe(0)
      expect(await page.locator('iframe[title="Embedded wallet"]').count()).toBe(0)
      expect(requests.filter((url) => /plugin-(email|socials|embedded-wallet)/u.test(url) || url.startsWith(inject('e2e').secureSiteUrl))).toEqual([])
    } finally {
      await project({ features: config.features })
    }
  })

  it('with email off and social login on, shows the social row and loads the frame only once the visitor heads for it', async () => {
    const config = (await (await fetch(`${inject('e2e').apiUrl}/__devnet/project`)).json()) as { features: { id: string; isEnabled: boolean }[] }
    await project({ features: config.features.map((f) => (f.id === 'email' ? { ...f, isEnabled: false } : f)) })
    try {
      const requests: string[] = []
      const { page } = await openDemo(browser(), { wallet: false, beforeLoad: async (p) => void p.on('request', (r) => requests.push(r.url())) })
      const secureSite = () => requests.filter((url) => url.startsWith(inject('e2e').secureSiteUrl))
      await button(page, 'Open modal').click()
      const connect = dialog(page, 'Connect Wallet')
      const google = connect.getByRole('button', { name: 'Continue with Google', exact: true })
      await google.waitFor()
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      await page.waitForTimeout(1000)
      expect(await connect.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0)
      expect(await page.locator('iframe[title="Embedded wallet"]').count()).toBe(0)
      expect(secureSite()).toEqual([])
      expect(requests.filter((url) => url.includes('plugin-email'))).toEqual([])
      // The pointer on the row is the visitor heading for a login: the frame starts loading.
      await google.hover()
      await page.locator('iframe[title="Embedded wallet"]').waitFor({ state: 'attached' })
      await expect.poll(() => secureSite().length).toBeGreaterThan(0)
    } finally {
      await project({ features: config.features })
    }
  })

  it('says Invalid App Configuration on a page the project does not allow', async () => {
    await project({ allowedOrigins: ['https://shop.example', 'https://*.shop.example'] })
    try {
      const { page } = await openDemo(browser(), { wallet: false })
      await button(page, 'Open modal').click()
      await page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).waitFor()
    } finally {
      await project({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
    }
  })

  it('says Session Expired when the auth server finds the session token not valid yet', async () => {
    await authSettings({ notBeforeSkewMs: 120_000 })
    try {
      const { page } = await openDemo(browser(), { wallet: false })
      const email = newEmail('ivy')
      const since = await lastSeq(email)
      await startEmailLogin(page, email)
      await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
      await page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Session Expired' }).waitFor()
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await authSettings({ notBeforeSkewMs: 0 })
    }
  })
})

describe('the embedded wallet: a login that cannot finish', () => {
  it("says 'A problem occurred while trying initialize authentication' and goes back to Connect", async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('jo')
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const code = codeOf(await nextMail(email, since))
    await setFaults({ authUser: 500 })
    try {
      await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).fill(code)
      await page.locator('portico-modal').getByRole('alert').filter({ hasText: 'A problem occurred while trying initialize authentication' }).waitFor()
      await dialog(page, 'Connect Wallet').waitFor()
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
      expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBeNull()
    } finally {
      await setFaults({})
    }
  })
})

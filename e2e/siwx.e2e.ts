import { SiweMessage } from 'siwe'
import type { Page } from 'playwright-core'
import { hexToString, type Hex } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { axeViolations, button, connectViewLoaded, dialog, newSolanaAccount, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { installSolanaWallet, SOLANA_TEST_WALLET_NAME } from './wallets/solanaWallet.js'
import type { InjectedWallet } from './wallets/injectedWallet.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallets/walletConnectWallet.js'

const browser = useBrowser()
const phones: WalletConnectWallet[] = []
afterEach(async () => {
  await Promise.all(phones.splice(0).map((phone) => phone.stop()))
})

/** The devnet sign-in server's sessions of an address (every token's). */
async function serverSessions(apiUrl: string, address: string): Promise<{ message: string; signature: string }[]> {
  const response = await fetch(`${apiUrl}/__devnet/siwx/sessions?address=${address}`)
  return (await response.json()) as { message: string; signature: string }[]
}

/** The sign-in messages the wallet was asked to sign, as text, with its signatures' order. */
function signedMessages(wallet: InjectedWallet): string[] {
  return wallet.requests
    .filter((r) => r.method === 'personal_sign')
    .map((r) => hexToString((r.params as [Hex])[0]))
    .filter((text) => text.includes('wants you to sign in'))
}

/** The sign-in messages the phone was asked to sign, as text, and its answers, oldest first. */
function phoneSignIns(phone: WalletConnectWallet): { text: string; result?: unknown; error?: { code: number } }[] {
  return phone.requests
    .filter((r) => r.method === 'personal_sign')
    .map((r) => ({ text: hexToString((r.params as [Hex])[0]), result: r.result, ...(r.error ? { error: r.error } : {}) }))
    .filter(({ text }) => text.includes('wants you to sign in'))
}

/** A WalletConnect wallet in Node on the local relay, holding a devnet account (3: no other file counts its tokens). */
async function phoneWallet(): Promise<WalletConnectWallet> {
  const e2e = inject('e2e')
  const phone = await createWalletConnectWallet({
    relayUrl: e2e.relayUrl,
    privateKey: e2e.accounts[3]!.privateKey,
    chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
  })
  phones.push(phone)
  return phone
}

/** Pairs the phone from the QR code's Copy link, the way a user hands it over; the sign view follows. */
async function connectPhone(page: Page, phone: WalletConnectWallet): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await connectViewLoaded(page)
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await phone.connect(await pairingUri(page))
  await dialog(page, 'Sign In').waitFor()
}

/** Connects the injected wallet from the host's Connect button; the sign view follows. */
async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet').waitFor()
  await connectViewLoaded(page)
  await button(page, 'Portico Test Wallet').click()
  await dialog(page, 'Sign In').waitFor()
}

const siwxStatus = (page: Page) => shown(page, 'siwx').textContent()

describe('sign-in with the injected wallet (SPEC §4)', () => {
  it('required: the sign view cannot be closed, signing closes it, the devnet server verifies the EIP-4361 message, a reload keeps the session and a disconnect revokes it', async () => {
    const { page, wallet, e2e, errors } = await openDemo(browser(), { account: 1, query: '?siwx=required' })
    await page.evaluate(() => {
      const w = window as unknown as { portico: { subscribeEvents(cb: (e: { data: { event: string } }) => void): void }; seen: string[] }
      w.seen = []
      w.portico.subscribeEvents((e) => w.seen.push(e.data.event))
    })
    await connect(page)
    const sign = dialog(page, 'Sign In')
    await expect.poll(() => sign.getByText('Portico demo needs to connect to your wallet').count()).toBe(1)
    expect(await sign.getByRole('button', { name: 'Back' }).count()).toBe(0)
    // Closing does nothing while sign-in is required and there is no session (SPEC §4): no × is offered, and
    // Escape and a click outside the card leave the view open.
    expect(await sign.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.mouse.click(20, 780)
    expect(await sign.isVisible()).toBe(true)
    expect(await shown(page, 'modal').textContent()).toBe('open')

    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const [text] = signedMessages(wallet!)
    // An independent EIP-4361 parser reads what the wallet signed, and checks the signature.
    const parsed = new SiweMessage(text!)
    expect(parsed).toMatchObject({
      domain: new URL(e2e.url).host,
      address: wallet!.address,
      chainId: e2e.chains[0]!.chainId,
      version: '1',
      statement: 'Sign in to the Portico demo',
      uri: `${e2e.url}/?siwx=required`,
    })
    expect(Date.parse(parsed.expirationTime!) - Date.parse(parsed.issuedAt!)).toBe(24 * 60 * 60 * 1000)
    const stored = await serverSessions(e2e.apiUrl, wallet!.address)
    expect(stored.map((s) => s.message)).toEqual([text])
    expect((await parsed.verify({ signature: stored[0]!.signature, nonce: parsed.nonce })).success).toBe(true)
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen).toContain('SIWX_AUTH_SUCCESS')

    // A reload restores the connection and finds the session: no sign view.
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    expect(await shown(page, 'modal').textContent()).toBe('closed')
    expect(signedMessages(wallet!)).toHaveLength(1)

    // Disconnecting revokes the session on the server.
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await button(page, 'Disconnect').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(() => serverSessions(e2e.apiUrl, wallet!.address)).toEqual([])
    expect(errors).toEqual([])
  })

  it('a declined signature keeps the view and says so; signing then works', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2, query: '?siwx=required' })
    await connect(page)
    wallet!.setReject({ sign: true })
    await button(page, 'Sign').click()
    await expect.poll(() => page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Signature declined' }).count()).toBeGreaterThan(0)
    expect(await dialog(page, 'Sign In').isVisible()).toBe(true)
    wallet!.setReject({})
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => serverSessions(e2e.apiUrl, wallet!.address).then((s) => s.length)).toBe(1)
  })

  it('cancel while required disconnects and shows Connect; while optional it closes and stays connected', async () => {
    const required = await openDemo(browser(), { account: 3, query: '?siwx=required' })
    await connect(required.page)
    await button(required.page, 'Cancel').click()
    await expect.poll(() => shown(required.page, 'status').textContent()).toBe('disconnected')
    await dialog(required.page, 'Connect Wallet').waitFor()
    await required.context.close()

    const optional = await openDemo(browser(), { account: 3, query: '?siwx=optional' })
    await connect(optional.page)
    // An optional sign-in can be closed: its × is there.
    expect(await dialog(optional.page, 'Sign In').getByRole('button', { name: 'Close', exact: true }).count()).toBe(1)
    await button(optional.page, 'Cancel').click()
    await expect.poll(() => shown(optional.page, 'modal').textContent()).toBe('closed')
    expect(await shown(optional.page, 'status').textContent()).toBe('connected')
    expect(await siwxStatus(optional.page)).toBe('signedOut')
  })

  it('cancel on a Solana wallet: Connect lists every chain family\'s wallets again, not only Solana ones', async () => {
    const account = await newSolanaAccount()
    const { page } = await openDemo(browser(), {
      wallet: false,
      query: '?siwx=required',
      beforeLoad: async (page) => {
        const { solana } = inject('e2e')
        await installSolanaWallet(page, { account, rpcUrl: solana.rpcUrl, chains: [solana.caipNetworkId as `solana:${string}`] })
      },
    })
    const connectList = dialog(page, 'Connect Wallet').getByRole('list', { name: 'Wallets', exact: true })
    const walletNames = () => connectList.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.querySelector('.pt-row-name')?.textContent))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    const before = await walletNames()
    // The devnet's directory: MetaMask, Coinbase Wallet and Rainbow are EVM wallets, Trust Wallet is on both families.
    expect(before).toEqual(expect.arrayContaining(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow', SOLANA_TEST_WALLET_NAME]))
    await connectList.getByRole('button', { name: SOLANA_TEST_WALLET_NAME, exact: true }).click()
    const sign = dialog(page, 'Sign In')
    await sign.waitFor()
    expect(await sign.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    await button(page, 'Cancel').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await connectViewLoaded(page)
    expect((await walletNames()).sort()).toEqual([...before].sort())
  })

  it('another account of the same wallet is asked again', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2, query: '?siwx=required&siwxStore=local' })
    await connect(page)
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    wallet!.switchAccount(e2e.accounts[3]!.privateKey)
    await dialog(page, 'Sign In').waitFor()
    await expect.poll(() => shown(page, 'address').textContent()).toBe(e2e.accounts[3]!.address)
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    const signers = signedMessages(wallet!).map((text) => new SiweMessage(text).address)
    expect(signers).toEqual([e2e.accounts[2]!.address, e2e.accounts[3]!.address])
  })

  it('an expired session is asked again after a reload', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 1, query: '?siwx=required&siwxStore=local&siwxExpiresIn=3000' })
    await connect(page)
    await button(page, 'Sign').click()
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const [text] = signedMessages(wallet!)
    const expires = Date.parse(new SiweMessage(text!).expirationTime!)
    await page.waitForTimeout(Math.max(0, expires - Date.now()) + 100)
    await page.reload()
    await dialog(page, 'Sign In').waitFor()
    expect(await siwxStatus(page)).toBe('signedOut')
  })

  it('the sign view has no axe-core finding', async () => {
    const { page } = await openDemo(browser(), { account: 3, query: '?siwx=required' })
    await connect(page)
    await expect.poll(() => button(page, 'Sign').isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})

/**
 * Clicks Sign and waits for the phone's answer to reach the page. It crosses the relay twice and the phone's own
 * process: a second or more on a loaded machine, as on a real phone, so it is waited for, not assumed to fit in
 * expect.poll's default second. The status is 'signing' from before the request leaves until the answer is in.
 */
async function signOnPhone(page: Page, phone: WalletConnectWallet): Promise<void> {
  const answered = () => phoneSignIns(phone).filter((s) => s.result !== undefined || s.error !== undefined).length
  const before = answered()
  await button(page, 'Sign').click()
  await expect.poll(answered, { timeout: PHONE_ANSWER_MS }).toBe(before + 1)
  await expect.poll(() => siwxStatus(page), { timeout: PHONE_ANSWER_MS }).not.toBe('signing')
}

/** How long the phone wallet may take to answer a request through the relay. */
const PHONE_ANSWER_MS = 15_000

describe('sign-in with the WalletConnect wallet (SPEC §4)', () => {
  it('required: the phone signs the EIP-4361 message, the devnet server verifies it and keeps the session, the modal closes', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false, query: '?siwx=required' })
    const phone = await phoneWallet()
    await connectPhone(page, phone)
    expect(await shown(page, 'address').textContent()).toBe(phone.address)
    // Escape does nothing while sign-in is required and there is no session.
    await page.keyboard.press('Escape')
    expect(await dialog(page, 'Sign In').isVisible()).toBe(true)

    await signOnPhone(page, phone)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const [signIn] = phoneSignIns(phone)
    const parsed = new SiweMessage(signIn!.text)
    expect(parsed).toMatchObject({
      domain: new URL(e2e.url).host,
      address: phone.address,
      chainId: e2e.chains[0]!.chainId,
      uri: `${e2e.url}/?siwx=required`,
    })
    // The server keeps the session of exactly what the phone signed, with the phone's signature.
    const stored = (await serverSessions(e2e.apiUrl, phone.address)).filter((s) => s.message === signIn!.text)
    expect(stored.map((s) => s.signature)).toEqual([signIn!.result])
    expect((await parsed.verify({ signature: stored[0]!.signature, nonce: parsed.nonce })).success).toBe(true)
    expect(errors).toEqual([])
  })

  it('the phone declines once: the view stays and says so; the phone then signs and the modal closes', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false, query: '?siwx=required' })
    const phone = await phoneWallet()
    await connectPhone(page, phone)
    phone.setReject({ sign: true })
    await signOnPhone(page, phone)
    await expect.poll(() => page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Signature declined' }).count()).toBeGreaterThan(0)
    expect(await dialog(page, 'Sign In').isVisible()).toBe(true)
    expect(phoneSignIns(phone).map((s) => s.error?.code)).toEqual([4001])

    phone.setReject({})
    await signOnPhone(page, phone)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    const signed = phoneSignIns(phone)[1]!
    expect(signed.error).toBeUndefined()
    await expect.poll(async () => (await serverSessions(e2e.apiUrl, phone.address)).filter((s) => s.message === signed.text).length).toBe(1)
  })

  it('cancel while required ends the WalletConnect session and shows Connect; while optional it closes and stays connected', async () => {
    const required = await openDemo(browser(), { wallet: false, query: '?siwx=required' })
    const first = await phoneWallet()
    await connectPhone(required.page, first)
    expect(first.sessions).toHaveLength(1)
    await button(required.page, 'Cancel').click()
    await expect.poll(() => shown(required.page, 'status').textContent()).toBe('disconnected')
    await dialog(required.page, 'Connect Wallet').waitFor()
    // The phone hears the session end.
    await expect.poll(() => first.sessions.length).toBe(0)
    expect(phoneSignIns(first)).toEqual([])
    await required.context.close()

    const optional = await openDemo(browser(), { wallet: false, query: '?siwx=optional' })
    const second = await phoneWallet()
    await connectPhone(optional.page, second)
    await button(optional.page, 'Cancel').click()
    await expect.poll(() => shown(optional.page, 'modal').textContent()).toBe('closed')
    expect(await shown(optional.page, 'status').textContent()).toBe('connected')
    expect(await siwxStatus(optional.page)).toBe('signedOut')
    expect(second.sessions).toHaveLength(1)
    expect(phoneSignIns(second)).toEqual([])
  })

  it('a reload keeps the sign-in session and the WalletConnect session and shows no sign view; a disconnect revokes it on the server and ends the WalletConnect session', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false, query: '?siwx=required' })
    const phone = await phoneWallet()
    await connectPhone(page, phone)
    await signOnPhone(page, phone)
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const [signIn] = phoneSignIns(phone)
    await expect.poll(async () => (await serverSessions(e2e.apiUrl, phone.address)).filter((s) => s.message === signIn!.text).length).toBe(1)
    const [session] = phone.sessions

    await page.reload()
    // Start-up ends once the stored WalletConnect session is restored (SPEC §4).
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(phone.address)
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    expect(await shown(page, 'modal').textContent()).toBe('closed')
    expect(await dialog(page, 'Sign In').count()).toBe(0)
    expect(phoneSignIns(phone)).toHaveLength(1)
    expect(phone.sessions.map((s) => s.topic)).toEqual([session!.topic])

    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await button(page, 'Disconnect').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(async () => (await serverSessions(e2e.apiUrl, phone.address)).filter((s) => s.message === signIn!.text)).toEqual([])
    await expect.poll(() => phone.sessions.length).toBe(0)
    expect(errors).toEqual([])
  })

  it('another account of the same phone wallet is asked again', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false, query: '?siwx=required&siwxStore=local' })
    const phone = await phoneWallet()
    await connectPhone(page, phone)
    await signOnPhone(page, phone)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')

    // The user picks account 2 in the phone wallet: the session's accounts change and the wallet says so.
    await phone.switchAccount(e2e.accounts[2]!.privateKey)
    expect(phone.sessions[0]!.namespaces['eip155']!.accounts.every((a) => a.endsWith(`:${e2e.accounts[2]!.address}`))).toBe(true)
    await dialog(page, 'Sign In').waitFor()
    await expect.poll(() => shown(page, 'address').textContent()).toBe(e2e.accounts[2]!.address)
    await signOnPhone(page, phone)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const signIns = phoneSignIns(phone)
    expect(signIns.map(({ text }) => new SiweMessage(text).address)).toEqual([e2e.accounts[3]!.address, e2e.accounts[2]!.address])
    expect(signIns.map(({ error }) => error)).toEqual([undefined, undefined])
    expect(errors).toEqual([])
  })

  it('an expired session is asked again after a reload', async () => {
    const { page, errors } = await openDemo(browser(), { wallet: false, query: '?siwx=required&siwxStore=local&siwxExpiresIn=3000' })
    const phone = await phoneWallet()
    await connectPhone(page, phone)
    await signOnPhone(page, phone)
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    const [signIn] = phoneSignIns(phone)
    const expires = Date.parse(new SiweMessage(signIn!.text).expirationTime!)
    await page.waitForTimeout(Math.max(0, expires - Date.now()) + 100)

    await page.reload()
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await dialog(page, 'Sign In').waitFor()
    expect(await shown(page, 'status').textContent()).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(phone.address)
    expect(await siwxStatus(page)).toBe('signedOut')

    // The phone signs again over the restored WalletConnect session and the modal closes.
    await signOnPhone(page, phone)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => siwxStatus(page)).toBe('signedIn')
    expect(phoneSignIns(phone)).toHaveLength(2)
    expect(errors).toEqual([])
  })
})

import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  accountOf,
  codeOf,
  emailLogin,
  frameShown,
  lastSeq,
  newDeviceLogin,
  newEmail,
  nextMail,
  secureFrame,
  setRecoveryRunning,
  startEmailLogin,
  startRequest,
} from './embeddedWallet.js'
import { dialog, openDemo, setFaults, shown, useBrowser } from './fixtures.js'

/** Verifies on the first devnet chain: an EOA's signature, or a smart account's (ERC-1271, ERC-6492 before it exists). */
const verifyMessage = (args: { address: Address; message: string; signature: Hex }) =>
  createPublicClient({ transport: http(inject('e2e').chains[0]!.rpcUrl) }).verifyMessage(args)


// One account per person on every device (README "The embedded wallet's account"): the key is split 2 of 3
// between the device, the auth server and the recovery service, so a new device or cleared site data rebuilds the
// same addresses after the email login and the device link; a share that cannot be had is an error, not a wallet.

const browser = useBrowser()

/** Both families' addresses of the embedded wallet, once both are connected. */
async function addressesOf(page: Page): Promise<{ eip155: string; solana: string }> {
  await expect.poll(async () => (await accountOf(page, 'solana')).status, { timeout: 15_000 }).toBe('connected')
  return { eip155: (await accountOf(page, 'eip155')).address ?? '', solana: (await accountOf(page, 'solana')).address ?? '' }
}

/** The message under the code field of Confirm Email. */
const codeError = (page: Page, text: string) => dialog(page, 'Confirm Email').getByText(text, { exact: true })

/** Resend once the 30 s since the last login are over (the stored time moved back), then types the new code. */
async function resendAndType(page: Page, email: string): Promise<void> {
  const since = await lastSeq(email)
  await page.evaluate(() => localStorage.setItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', String(Date.now() - 31_000)))
  const otp = dialog(page, 'Confirm Email')
  await otp.getByRole('button', { name: 'Resend code', exact: true }).click()
  await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
}

const RECOVERY_DOWN = 'Your wallet could not be restored on this device: the recovery service did not hand out its key share. Nothing was changed; try again later.'
const AUTH_DOWN = 'Your wallet could not be opened: the login server did not hand out its key share. Nothing was changed; try again later.'
const SETUP_FAILED = 'Your wallet could not be set up: its key shares could not be stored. No wallet was made; try again later.'

describe('the embedded wallet on a second device', () => {
  it('connects the same email to the same eip155 and solana addresses after device approval; funds sent to the first device are there and it signs for them', async () => {
    const email = newEmail('two-devices')
    const first = await openDemo(browser(), { wallet: false })
    await emailLogin(first.page, email)
    const firstAddresses = await addressesOf(first.page)
    await first.context.close()
    const { e2e } = first
    // Funds sent to the first device's address, by a transaction on anvil.
    const chain = e2e.chains[0]!
    const payer = createWalletClient({ account: privateKeyToAccount(e2e.accounts[3]!.privateKey), transport: http(chain.rpcUrl) })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const hash = await payer.sendTransaction({ to: firstAddresses.eip155 as Address, value: parseEther('1.5'), chain: null })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

    // Another browser profile: no share, no device id in the secure site there.
    const second = await openDemo(browser(), { wallet: false })
    await newDeviceLogin(second.page, email)
    await expect.poll(() => shown(second.page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await addressesOf(second.page)).toEqual(firstAddresses)
    expect(await shown(second.page, 'address').textContent()).toBe(firstAddresses.eip155)
    const balance = await startRequest(second.page, 'eth_getBalance', [firstAddresses.eip155, 'latest'])
    expect(BigInt((await balance()).result as string)).toBe(parseEther('1.5'))

    // The rebuilt key signs for that address, after approval in the frame.
    const message = 'Same account, second device'
    const signed = await startRequest(second.page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, firstAddresses.eip155])
    await frameShown(second.page)
    await secureFrame(second.page).getByText(message, { exact: true }).waitFor()
    await secureFrame(second.page).getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await signed()).result as Hex
    expect(await verifyMessage({ address: firstAddresses.eip155 as Address, message, signature })).toBe(true)

    // Its own share now: a reload restores the session without another login.
    await second.page.reload()
    await expect.poll(() => shown(second.page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await addressesOf(second.page)).toEqual(firstAddresses)
    expect(second.errors).toEqual([])
  })

  it('gives the same account after the site data is cleared (the frame\'s database and the page\'s storage)', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('cleared')
    await emailLogin(page, email)
    const before = await addressesOf(page)
    // Cleared: the frame's database goes once the frame is gone, the page forgets the login.
    await secureFrame(page).evaluate(() => void indexedDB.deleteDatabase('portico-secure-site'))
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    // A new device to the auth server (the device id went with the data): the link, the code, the same addresses.
    await newDeviceLogin(page, email)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await addressesOf(page)).toEqual(before)
  })
})

describe('the embedded wallet when a key share cannot be had', () => {
  it('says so when the recovery service is down or the auth server keeps its share, makes no new wallet, and connects the same account once they are back', async () => {
    const email = newEmail('shares-down')
    const first = await openDemo(browser(), { wallet: false })
    await emailLogin(first.page, email)
    const before = await addressesOf(first.page)
    await first.context.close()

    const { page, errors } = await openDemo(browser(), { wallet: false })
    await setRecoveryRunning(false)
    try {
      await newDeviceLogin(page, email)
      await codeError(page, RECOVERY_DOWN).waitFor({ timeout: 15_000 })
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await setRecoveryRunning(true)
    }

    await setFaults({ authShares: 503 })
    try {
      await resendAndType(page, email)
      await codeError(page, AUTH_DOWN).waitFor({ timeout: 15_000 })
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await setFaults({})
    }

    await resendAndType(page, email)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await addressesOf(page)).toEqual(before)
    expect(errors).toEqual([])
  })

  it('makes no wallet for a new person while the recovery service cannot take its share, and one once it can', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('setup-down')
    await setRecoveryRunning(false)
    try {
      const since = await lastSeq(email)
      await startEmailLogin(page, email)
      await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
      await codeError(page, SETUP_FAILED).waitFor({ timeout: 15_000 })
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
    } finally {
      await setRecoveryRunning(true)
    }
    await resendAndType(page, email)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect((await addressesOf(page)).eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})

import type { Page } from 'playwright-core'
import { parseEther, type Address } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { emailLogin, frameShown, newEmail, secureFrame } from './embeddedWallet.js'
import { axeViolations, button, chainBalance, connectTestWallet, dialog, openDemo, setFaults, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

afterEach(() => setFaults({}))

/** A name no test has registered yet (SPEC §5: letters, digits or hyphens). */
const freshLabel = () => `n${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`

/**
 * Logs in with email on the eoa account type (or on the default type, the smart account: SPEC §6) and opens the
 * Account action "Choose name".
 */
async function loginAndOpenNames(type: 'eoa' | 'smartAccount' = 'eoa'): Promise<{ page: Page; address: Address; rpcUrl: string }> {
  const { page, e2e } = await openDemo(browser(), { wallet: false, query: type === 'eoa' ? '?accountTypes=eip155:eoa' : '' })
  const address = (await emailLogin(page, newEmail('names'))) as Address
  await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
  await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Choose name', exact: true }).click()
  await dialog(page, 'Choose Name').waitFor()
  return { page, address, rpcUrl: e2e.chains[0]!.rpcUrl }
}

const form = (page: Page) => dialog(page, 'Choose Name')
const field = (page: Page) => form(page).getByRole('textbox', { name: 'Account name', exact: true })
const register = (page: Page) => form(page).getByRole('button', { name: 'Register name', exact: true })
const status = (page: Page) => form(page).getByRole('status')
/** What is wrong with the name: the field's error, read as its description. */
const fieldError = async (page: Page) => {
  const id = (await field(page).getAttribute('aria-describedby'))?.split(' ').find((each) => each.endsWith('-error'))
  return id ? form(page).locator(`[id="${id}"]`).textContent() : null
}

/** Types `label`, waits until the profile API says it is free, registers it and approves the message in the wallet. */
async function registerThroughForm(page: Page, label: string): Promise<void> {
  await field(page).fill(label)
  await expect.poll(() => status(page).textContent()).toBe(`${label}.portico is available`)
  await register(page).click()
  await dialog(page, 'Approve Transaction').waitFor()
  await frameShown(page)
  const frame = secureFrame(page)
  // The wallet shows what is signed: the registration message, naming the name.
  await frame.getByText(`"name":"${label}.portico"`, { exact: false }).waitFor()
  await frame.getByRole('button', { name: 'Approve', exact: true }).click()
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => (window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode(mode), theme)
    expect(await axeViolations(page), `${where}, ${theme}`).toEqual([])
  }
}

describe('account names (SPEC §2, §4, §5, §7, §8)', () => {
  it('registers a name from the embedded wallet: Account and the account button show it after a reload, and Send takes it', async () => {
    const { page, address, rpcUrl } = await loginAndOpenNames()
    const label = freshLabel()
    const name = `${label}.portico`
    await field(page).fill(label)
    await expect.poll(() => status(page).textContent()).toBe(`${name} is available`)
    // Names near it, from the suggestions call, each saying whether it is free.
    const suggestions = form(page).getByRole('list', { name: 'Suggested names' })
    await expect.poll(() => suggestions.getByRole('button', { name: `${label}-wallet.portico Available` }).count()).toBe(1)
    await expectNoViolations(page, 'Choose Name')

    await registerThroughForm(page, label)
    const success = dialog(page, 'Name Registered')
    await success.getByText(`${name} is your account name`, { exact: true }).waitFor()
    await expectNoViolations(page, 'Name Registered')
    await success.getByRole('button', { name: 'Done', exact: true }).click()
    // SPEC §4: the profile name is set: Account shows it at once.
    await dialog(page, 'Account').getByText(name, { exact: true }).waitFor()

    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)
    const buttons = page.getByRole('region', { name: 'Buttons' })
    await expect.poll(() => buttons.getByRole('button', { name: new RegExp(`${name.replace('.', '\\.')}$`) }).count()).toBeGreaterThan(0)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByText(name, { exact: true }).waitFor()

    // Another wallet sends to the name: the ether arrives at the embedded wallet's address.
    const sender = await openDemo(browser(), { account: 2 })
    await connectTestWallet(sender.page)
    const before = await chainBalance(rpcUrl, address)
    if (!(await dialog(sender.page, 'Account').isVisible())) await button(sender.page, 'Open modal').click()
    await dialog(sender.page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(sender.page, 'Send')
    await send.getByRole('radio', { name: /^Ether / }).check()
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(name)
    await send.getByRole('button', { name: 'Preview send', exact: true }).click()
    const review = dialog(sender.page, 'Review Send')
    await review.getByText(name, { exact: false }).first().waitFor()
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => chainBalance(rpcUrl, address), { timeout: 20_000 }).toBe(before + parseEther('0.25'))
  })

  it('registers a name from the smart account (its ERC-6492 signature before deployment): Account and the button show it after a reload', async () => {
    const { page, address } = await loginAndOpenNames('smartAccount')
    const account = await page.evaluate(() => (window as unknown as { portico: { getAccount(ns: string): { embeddedWalletInfo?: { accountType: string } } } }).portico.getAccount('eip155'))
    expect(account.embeddedWalletInfo?.accountType).toBe('smartAccount')
    const label = freshLabel()
    const name = `${label}.portico`
    await registerThroughForm(page, label)
    await dialog(page, 'Name Registered').getByText(`${name} is your account name`, { exact: true }).waitFor()
    // The profile service verified the smart account's signature on the chain and keeps the name for its address.
    const profile = (await (await fetch(`${inject('e2e').apiUrl}/blockchain/v1/profile/account/${name}?projectId=portico-demo&apiVersion=2`)).json()) as { addresses?: Record<string, { address: string }> }
    expect(Object.values(profile.addresses ?? {}).map((entry) => entry.address.toLowerCase())).toContain(address.toLowerCase())

    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)
    const buttons = page.getByRole('region', { name: 'Buttons' })
    await expect.poll(() => buttons.getByRole('button', { name: new RegExp(`${name.replace('.', '\\.')}$`) }).count()).toBeGreaterThan(0)
  })

  it('says as the person types that a name breaks the rule or is taken, and offers no Register for either', async () => {
    const { page } = await loginAndOpenNames()
    for (const bad of ['abc', 'ab_cd', 'two words']) {
      await field(page).fill(bad)
      await expect.poll(() => fieldError(page)).toBe('Use only letters, digits or hyphens, at least 4 characters')
      expect(await register(page).isDisabled()).toBe(true)
    }
    // alice.portico is the devnet's first account's name.
    await field(page).fill('alice')
    await expect.poll(() => status(page).textContent()).toBe('alice.portico is already taken')
    expect(await fieldError(page)).toBeNull()
    expect(await register(page).isDisabled()).toBe(true)
    await expectNoViolations(page, 'Choose Name, a taken name')
  })

  it("a failed registration returns to the form with the name kept and the API's first reason, else 'Error registering name {name}'", async () => {
    const { page } = await loginAndOpenNames()
    const label = freshLabel()
    // Suggestions that fail say why (the API's first reason); the name's own answer still lets it register.
    await setFaults({ profileSuggestions: { respond: 503, body: { message: 'down', reasons: [{ field: 'zone', description: 'Suggestions are resting' }] }, times: 1 } })
    await field(page).fill(label)
    await form(page).getByText('Suggestions are resting', { exact: true }).waitFor()
    await expect.poll(() => status(page).textContent()).toBe(`${label}.portico is available`)
    await setFaults({
      profileRegister: { respond: 503, body: { message: 'down', reasons: [{ field: 'name', description: 'Names are paused for maintenance' }] }, times: 1 },
    })
    await registerThroughForm(page, label)
    await expect.poll(() => fieldError(page)).toBe('Names are paused for maintenance')
    expect(await field(page).inputValue()).toBe(label)

    await setFaults({ profileRegister: { respond: 500, times: 1 } })
    await registerThroughForm(page, label)
    await expect.poll(() => fieldError(page)).toBe(`Error registering name ${label}.portico`)
    expect(await field(page).inputValue()).toBe(label)
    // The form looks the name up again (Register waits, dimmed, meanwhile) and offers it once more: what is judged
    // is the form a person can retry from, not the frame of the lookup.
    await expect.poll(() => status(page).textContent()).toBe(`${label}.portico is available`)
    expect(await register(page).isEnabled()).toBe(true)
    await expectNoViolations(page, 'Choose Name, a failed registration')

    // With the service back, the same input registers.
    await registerThroughForm(page, label)
    await dialog(page, 'Name Registered').getByText(`${label}.portico is your account name`, { exact: true }).waitFor()
  })
})

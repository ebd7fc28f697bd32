import { describe, expect, it } from 'vitest'
import { button, connectTestWallet, connectViewLoaded, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('back and close rules (SPEC §2)', () => {
  it('Back pops the history; a view opened directly has no Back, and Close closes it', async () => {
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').waitFor()
    expect(await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)

    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    await button(page, 'Open networks').click()
    await dialog(page, 'Choose Network').waitFor()
    // A view opened directly is the only entry: there is nothing to go back to, and Close closes.
    expect(await dialog(page, 'Choose Network').getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  })

  it('Back to Connect shows Account instead while an address is connected (SPEC §2)', async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await page.evaluate(() => (window as unknown as { portico: { open(p: unknown): Promise<void> } }).portico.open({ view: 'Connect' }))
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Account').waitFor()
  })

  it('Escape closes and gives focus back; the next open starts again at Connect', async () => {
    const { page } = await openDemo(browser())
    const opener = button(page, 'Open modal')
    await opener.focus()
    await page.keyboard.press('Enter')
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog(page, 'All Wallets').waitFor()
    // Focus is inside the modal, and Tab keeps it there.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('portico-modal')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
    await opener.click()
    await dialog(page, 'Connect Wallet').waitFor()
  })

  it('the Close button and a click outside the modal close it', async () => {
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    await page.mouse.click(20, 780)
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  })
})

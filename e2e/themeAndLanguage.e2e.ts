import { describe, expect, it } from 'vitest'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('theme and language', () => {
  it('switches between dark and light, and applies theme variables', async () => {
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    const modal = dialog(page, 'Connect Wallet')
    await modal.waitFor()
    const host = page.locator('portico-modal')
    const background = () => modal.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await host.getAttribute('data-theme')).toBe('dark')
    const dark = await background()

    await page.evaluate(() => (window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode('light'))
    await expect.poll(() => host.getAttribute('data-theme')).toBe('light')
    await expect.poll(background).not.toBe(dark)

    await page.evaluate(() =>
      (window as unknown as { portico: { setThemeVariables(v: Record<string, string>): void } }).portico.setThemeVariables({
        '--w3m-accent': 'rgb(200, 20, 60)',
      }),
    )
    await expect.poll(() => host.evaluate((el) => getComputedStyle(el).getPropertyValue('--w3m-accent').trim())).toBe('rgb(200, 20, 60)')
  })

  it('loads German on demand and switches every string live', async () => {
    const { page } = await openDemo(browser())
    const german: string[] = []
    page.on('request', (r) => /\/de-[\w-]+\.js$/.test(new URL(r.url()).pathname) && german.push(r.url()))
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    expect(german).toEqual([])
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await expect.poll(() => german.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Wallet verbinden', exact: true }).first().click()
    const modal = dialog(page, 'Wallet verbinden')
    await modal.waitFor()
    await expect.poll(() => modal.getByRole('button', { name: 'Schließen', exact: true }).count()).toBe(1)
  })
})

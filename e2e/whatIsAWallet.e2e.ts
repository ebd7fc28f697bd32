import { describe, expect, it } from 'vitest'
import { axeViolations, connectViewLoaded, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

// A newcomer with no wallet (issue 23, item 6): Connect's "What is a wallet?" says what a wallet is for, and offers
// wallets to get, each leading to its store pages.

describe('What is a wallet?', () => {
  it('explains a wallet in three points and offers wallets to get, each opening its Get {wallet} page', async () => {
    const { page, errors } = await openDemo(browser(), { wallet: false })
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'What is a wallet?', exact: true }).click()
    const help = dialog(page, 'What is a wallet?')
    // The title changes with the route; the view's own chunk may come a moment later: wait for its words.
    for (const text of ['One login for every app', 'Your tokens stay yours', 'On your phone or in your browser'])
      await help.getByText(text, { exact: true }).waitFor()
    const offered = help.getByRole('list', { name: 'Get a wallet', exact: true })
    await offered.getByRole('button').first().waitFor()
    expect(await offered.getByRole('button').allTextContents()).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
    expect(await axeViolations(page)).toEqual([])

    await offered.getByRole('button', { name: 'MetaMask', exact: true }).click()
    const get = dialog(page, 'Get MetaMask')
    expect(await get.getByRole('link', { name: 'Browser extension', exact: true }).getAttribute('href')).toMatch(
      /^https:\/\/chromewebstore\.google\.com\/detail\/metamask\//u,
    )
    expect(await get.getByRole('link', { name: 'Website', exact: true }).getAttribute('href')).toBe('https://metamask.io/')
    // Nothing was connected or tried: asking what a wallet is asks no wallet.
    await get.getByRole('button', { name: 'Back', exact: true }).click()
    await help.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('page-events').textContent()).not.toContain('CONNECT')
    expect(errors).toEqual([])
  })

  it.each([
    ['de', 'Was ist eine Wallet?', 'Ein Login für alle Apps', 'Wallet holen'],
    ['ru', 'Что такое кошелёк?', 'Один вход во все приложения', 'Установить кошелёк'],
  ])('speaks %s, with its own strings fetched when it opens', async (locale, title, first, get) => {
    const { page } = await openDemo(browser(), { wallet: false, query: `?locale=${locale}` })
    const chunks: string[] = []
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname))
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    await page.locator('portico-modal').getByRole('button', { name: title, exact: true }).click()
    const help = dialog(page, title)
    await help.getByText(first, { exact: true }).waitFor()
    await help.getByRole('list', { name: get, exact: true }).getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
    expect(chunks.some((path) => path.includes(`/whatIsAWallet-${locale}`))).toBe(true)
  })
})

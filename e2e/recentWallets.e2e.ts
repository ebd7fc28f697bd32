import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { button, dialog, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallets/walletConnectWallet.js'

const browser = useBrowser()
const phones: WalletConnectWallet[] = []

afterEach(async () => {
  await Promise.all(phones.splice(0).map((phone) => phone.stop()))
})

/** A WalletConnect wallet in Node holding a devnet account, talking to the local relay. */
async function phoneWallet(account: number): Promise<WalletConnectWallet> {
  const e2e = inject('e2e')
  const phone = await createWalletConnectWallet({
    relayUrl: e2e.relayUrl,
    privateKey: e2e.accounts[account]!.privateKey,
    chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
  })
  phones.push(phone)
  return phone
}

/** The Connect view's wallet rows as a person reads them: the name, and the tag after it in brackets. */
async function connectRows(page: Page): Promise<string[]> {
  const list = dialog(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' })
  await list.getByRole('button', { name: 'All Wallets', exact: false }).waitFor()
  return list.getByRole('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const id = b.getAttribute('aria-describedby')
      const tag = id ? ((b.getRootNode() as Document).getElementById(id)?.textContent ?? '') : ''
      const name = (b.textContent ?? '').replace(tag, '').trim()
      return tag ? `${name} (${tag})` : name
    }),
  )
}

/** Picks a directory wallet through All Wallets' search and connects it over WalletConnect with a phone wallet. */
async function connectFromDirectory(page: Page, name: string, account: number): Promise<void> {
  await button(page, 'Open modal').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
  const all = dialog(page, 'All Wallets')
  await all.getByRole('searchbox', { name: 'Search wallet' }).fill(name)
  await all.getByRole('button', { name, exact: true }).click()
  await (await phoneWallet(account)).connect(await pairingUri(page))
  await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
}

async function disconnect(page: Page): Promise<void> {
  await button(page, 'Disconnect from the page').click()
  await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
}

describe('recent wallets (SPEC §3, §6, §9)', () => {
  it('records the announced wallet the directory knows and directory picks: at most 2, newest first, kept after a reload', async () => {
    const { page } = await openDemo(browser(), { account: 3 })
    await button(page, 'Open modal').click()
    const first = await connectRows(page)
    expect(first.filter((row) => row.endsWith('(Recent)'))).toEqual([])
    expect(first).toContain('Portico Test Wallet (Installed)')

    // The announced test wallet, picked from its own row: the directory knows its rdns.
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await disconnect(page)
    await button(page, 'Open modal').click()
    // SPEC §6 order: walletConnect, then recent, then installed.
    await expect.poll(async () => (await connectRows(page)).slice(0, 2)).toEqual(['WalletConnect', 'Portico Test Wallet (Recent)'])
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()

    // A directory wallet over WalletConnect: newest first.
    await connectFromDirectory(page, 'Trust Wallet', 2)
    await disconnect(page)
    await page.reload()
    await button(page, 'Open modal').click()
    await expect.poll(async () => (await connectRows(page)).slice(0, 3)).toEqual([
      'WalletConnect',
      'Trust Wallet (Recent)',
      'Portico Test Wallet (Recent)',
    ])
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()

    // A third: the oldest drops out; the test wallet is back among the installed ones.
    await connectFromDirectory(page, 'Rainbow', 2)
    await disconnect(page)
    await page.reload()
    await button(page, 'Open modal').click()
    await expect.poll(async () => (await connectRows(page)).slice(0, 4)).toEqual([
      'WalletConnect',
      'Rainbow (Recent)',
      'Trust Wallet (Recent)',
      'Portico Test Wallet (Installed)',
    ])
    expect((await connectRows(page)).filter((row) => row.endsWith('(Recent)'))).toHaveLength(2)
  })
})

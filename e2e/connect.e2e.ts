import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { button, chainBalance, connectTestWallet, connectViewLoaded, dialog, holdScripts, openDemo, shown, shownBalance, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('connecting a browser-extension wallet', () => {
  it('opens, connects the announced wallet and shows its address and anvil balance', async () => {
    const { page, wallet, e2e, errors } = await openDemo(browser(), { account: 1 })
    const address = wallet!.address

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await dialog(page, 'Connect Wallet').waitFor()
    await connectViewLoaded(page)
    await button(page, 'Portico Test Wallet').click()
    // SPEC §2: after connecting the modal closes; the host sees the account.
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await expect.poll(() => shown(page, 'address').textContent()).toBe(address)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.waitFor()
    const expected = shownBalance(await chainBalance(e2e.chains[0]!.rpcUrl, address), 'ETH')
    await expect.poll(() => account.getByText(expected, { exact: true }).count()).toBeGreaterThan(0)
    // The identity API names account 1 'bob.portico'; the copied address is the wallet's.
    await expect.poll(() => account.getByText('bob.portico', { exact: true }).count()).toBe(1)
    await button(page, 'Copy address').click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    // Token balances come from the blockchain API, which reads the chain.
    await expect.poll(() => account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').count()).toBe(3)
    expect(errors).toEqual([])
  })

  it('the wallet rows stay put when the WalletConnect plugin arrives after Connect shows; both rows work', async () => {
    let release!: () => void
    // The plugin's chunk (it names WalletConnect's production relay) comes late, as on a slow phone or a busy machine.
    const beforeLoad = async (page: Page) => void (release = await holdScripts(page, 'wss://relay.walletconnect.org'))
    const { page } = await openDemo(browser(), { account: 2, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    const wallet = connect.getByRole('button', { name: 'Portico Test Wallet', exact: true })
    await wallet.waitFor()
    // Only the plugin is held back: start-up (remote config, wallet discovery) and the directory are done.
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).locator('.pt-tag').waitFor()
    // Where the row sits in the card (the card itself is centred and grows as the directory's wallets arrive),
    // once the card and view have finished animating in.
    const title = connect.getByRole('heading', { name: 'Connect Wallet', exact: true })
    const offset = async () => {
      await page.evaluate(() =>
        Promise.all(
          [...document.getAnimations(), ...(document.querySelector('portico-modal')?.shadowRoot?.getAnimations() ?? [])]
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => {})),
        ),
      )
      return (await wallet.boundingBox())!.y - (await title.boundingBox())!.y
    }
    const before = await offset()
    expect(await connect.getByRole('button', { name: 'WalletConnect', exact: true }).count()).toBe(1)

    release()
    const pluginLoaded = () =>
      page.evaluate(() => Boolean((window as unknown as { portico: { kernel: { getView(name: string): unknown } } }).portico.kernel.getView('ConnectingWalletConnect')))
    await expect.poll(pluginLoaded).toBe(true)
    expect(await offset()).toBe(before)
    await wallet.click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
  })

  it('WalletConnect picked before its plugin has loaded shows the QR code once it arrives', async () => {
    let release!: () => void
    const beforeLoad = async (page: Page) => void (release = await holdScripts(page, 'wss://relay.walletconnect.org'))
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    release()
    await page.locator('portico-modal').getByRole('img', { name: 'QR code to scan with your phone' }).waitFor()
  })

  it('switches to a network the wallet does not know yet: 4902, add the chain, switch (SPEC §4, §8)', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    const networks = dialog(page, 'Choose Network')
    await networks.waitFor()
    await networks.getByRole('button', { name: 'Anvil Two', exact: true }).click()

    await expect.poll(() => shown(page, 'network').textContent()).toBe('eip155:31338')
    expect(wallet!.wallet.chainId).toBe(31338)
    const methods = wallet!.requests.map((r) => r.method)
    const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
    const add = methods.indexOf('wallet_addEthereumChain')
    expect(firstSwitch).toBeGreaterThanOrEqual(0)
    expect(add).toBeGreaterThan(firstSwitch)
    expect(methods.lastIndexOf('wallet_switchEthereumChain')).toBeGreaterThan(add)
    const added = wallet!.requests[add]!.params as [{ chainId: string; rpcUrls: string[]; chainName: string }]
    expect(added[0]).toMatchObject({ chainId: '0x7a6a', chainName: 'Anvil Two', rpcUrls: [e2e.chains[1]!.rpcUrl] })

    // Back on Account, which now shows the new network; the list marks it as current.
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await expect
      .poll(() => dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).getAttribute('aria-current'))
      .toBe('true')
  })

  it('disconnects: the account resets and the next open shows Connect', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 1 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await button(page, 'Disconnect').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(() => shown(page, 'address').textContent()).toBe('—')
    expect(wallet!.requests.some((r) => r.method === 'wallet_revokePermissions')).toBe(true)
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
  })

  it('restores the session after a reload without asking the wallet again (SPEC §4)', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 3 })
    await connectTestWallet(page)
    const prompts = wallet!.requests.filter((r) => r.method === 'eth_requestAccounts').length
    await page.reload()
    // Read once start-up has restored the session, however long that takes on a busy machine.
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(wallet!.address)
    expect(wallet!.requests.filter((r) => r.method === 'eth_requestAccounts').length).toBe(prompts)
  })
})

import type { Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { axeViolations, button, dialog, openDemo, shown, useBrowser } from './fixtures.js'
import { emailLogin, fund, frameShown, newEmail, secureFrame, startRequest } from './embeddedWallet.js'

// Smart accounts (SPEC.md §3, §4, §6): the embedded wallet's default eip155 account is its smart account, whose
// transactions and batches go as user operations through the devnet's bundler (alto) to EntryPoint v0.8 on anvil.

const browser = useBrowser()

type Account = { address?: string; allAccounts: { address: string; type: string }[]; preferredAccountTypes: Record<string, string>; embeddedWalletInfo?: { accountType: string } }
const account = (page: Page) => page.evaluate(() => (window as unknown as { portico: { getAccount(ns: string): Account } }).portico.getAccount('eip155'))

/** Approves the request the frame shows. */
async function approve(page: Page) {
  await dialog(page, 'Approve Transaction').waitFor()
  await frameShown(page)
  await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click()
}

describe('the embedded wallet smart account', () => {
  // A login, three user operations through the bundler, a signature and two account switches across a reload: 22 s
  // alone, 58 to over 60 s beside two other Chromiums of the parallel group on two cores. Its budget is that of the
  // other long journeys (locales, lifecycle, the passkey).
  it('is the default account: deployed by its first send through the bundler, signs for ERC-1271, batches atomically, switches to the EOA and back across a reload', { timeout: 120_000 }, async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false })
    const chain = e2e.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const address = (await emailLogin(page, newEmail('smart'))) as Address
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')

    // The address is the smart account's: not the EOA, not deployed yet; both listed with their types.
    const first = await account(page)
    expect(first.address).toBe(address)
    expect(first.embeddedWalletInfo?.accountType).toBe('smartAccount')
    const eoa = first.allAccounts.find((a) => a.type === 'eoa')?.address as Address
    expect(first.allAccounts).toEqual([{ address, type: 'smartAccount' }, { address: eoa, type: 'eoa' }])
    expect(eoa).not.toBe(address)
    expect(await client.getCode({ address })).toBeUndefined()
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS'))).toBe(String(chain.chainId))

    // A signature before deployment verifies through ERC-6492.
    const early = await startRequest(page, 'personal_sign', [`0x${Buffer.from('before').toString('hex')}`, address])
    await approve(page)
    expect(await client.verifyMessage({ address, message: 'before', signature: (await early()).result as Hex })).toBe(true)

    // A send deploys it and moves the funds, through the bundler.
    await fund(chain.rpcUrl, address, '1')
    // A recipient of its own: a devnet account's balances move with the tests beside this one (one sends TUSD).
    const to = privateKeyToAccount(generatePrivateKey()).address
    const before = await client.getBalance({ address: to })
    const sent = await startRequest(page, 'eth_sendTransaction', [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }])
    await secureFrame(page).getByText('0.1 ETH', { exact: true }).waitFor()
    await approve(page)
    const hash = (await sent()).result as Hex
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.1'))
    expect(await client.getCode({ address })).toMatch(/^0x363d3d37/)

    // A signed message verifies with viem's verifyMessage (ERC-1271 now that it is deployed).
    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from('Hello, smart account').toString('hex')}`, address])
    await approve(page)
    expect(await client.verifyMessage({ address, message: 'Hello, smart account', signature: (await signed()).result as Hex })).toBe(true)

    // EIP-5792: atomic batching reported; two calls in one user operation, both or neither.
    const capabilities = await startRequest(page, 'wallet_getCapabilities', [address])
    expect((await capabilities()).result).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    const token = e2e.tokens['TUSD']!.address as Address
    const tusd = (amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
    const held = () => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
    const funder = e2e.accounts[1]!
    const { createWalletClient } = await import('viem')
    const wallet = createWalletClient({ account: privateKeyToAccount(funder.privateKey), transport: http(chain.rpcUrl), chain: { id: chain.chainId, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } } })
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [address, 10_000_000n] }) })
    const start = await held()
    const batch = await startRequest(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [tusd(1_000_000n), tusd(2_000_000n)] }])
    await secureFrame(page).getByText('2 calls, all or none', { exact: true }).waitFor()
    await approve(page)
    const { id } = (await batch()).result as { id: string }
    let status: { status?: number; atomic?: boolean } = {}
    await expect.poll(async () => (status = (await (await startRequest(page, 'wallet_getCallsStatus', [id]))()).result as typeof status).status, { timeout: 15_000 }).toBe(200)
    expect(status.atomic).toBe(true)
    expect(await held()).toBe(start + 3_000_000n)
    // The second call fails (more than the account holds): neither lands, and nothing is sent.
    const failing = await startRequest(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [tusd(1_000_000n), tusd(10n ** 18n)] }])
    expect((await failing()).error?.message).toMatch(/These calls would fail: nothing was sent/)
    expect(await held()).toBe(start + 3_000_000n)

    // Account type: the EOA and back; the address follows, and the choice stays across a reload.
    const events: string[] = []
    await page.exposeFunction('recordEvent', (name: string) => void events.push(name))
    await page.evaluate(() =>
      (window as unknown as { portico: { subscribeEvents(cb: (e: { data: { event: string } }) => void): void } }).portico.subscribeEvents((e) =>
        void (window as unknown as { recordEvent(n: string): void }).recordEvent(e.data.event),
      ),
    )
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Account type', exact: true }).click()
    const view = dialog(page, 'Account type')
    await view.getByRole('button', { name: 'Use the EOA', exact: true }).click()
    await expect.poll(() => shown(page, 'address').textContent(), { timeout: 15_000 }).toBe(eoa)
    await view.getByRole('button', { name: 'Use the smart account', exact: true }).waitFor()
    expect(events).toContain('SET_PREFERRED_ACCOUNT_TYPE')
    expect((await account(page)).embeddedWalletInfo?.accountType).toBe('eoa')
    expect(await axeViolations(page)).toEqual([])
    // The view on a desktop and a phone, both themes, for a person to look at.
    for (const [width, height] of [[1280, 800], [360, 740]] as const) {
      await page.setViewportSize({ width, height })
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((mode) => (window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode(mode), theme)
        await page.screenshot({ path: `.tmp/screens/account-type-${width}-${theme}.png` })
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(eoa)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Account type', exact: true }).click()
    await dialog(page, 'Account type').getByRole('button', { name: 'Use the smart account', exact: true }).click()
    await expect.poll(() => shown(page, 'address').textContent(), { timeout: 15_000 }).toBe(address)
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)

    // A network without smart accounts: the EOA.
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent(), { timeout: 15_000 }).toBe('eip155:31338')
    await expect.poll(() => shown(page, 'address').textContent(), { timeout: 15_000 }).toBe(eoa)
    const other = await startRequest(page, 'wallet_getCapabilities', [eoa])
    expect((await other()).result).toEqual({})
  })
})

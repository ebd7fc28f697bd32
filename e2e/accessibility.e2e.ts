import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { codeOf, emailLogin, frameShown, lastSeq, newEmail, nextMail, secureFrame, startEmailLogin, startRequest } from './embeddedWallet.js'
import { axeViolations, button, connectTestWallet, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** axe-core finds nothing on the page with `view` open (WCAG 2.1 A and AA). */
async function expectNoViolations(page: Page, view: string) {
  await dialog(page, view).waitFor()
  expect(await axeViolations(page), view).toEqual([])
}

describe('accessibility of every view (axe-core)', () => {
  it.each(['dark', 'light'])('Connect, All Wallets, WalletConnect for a directory wallet, Connecting (declined), %s', async (theme) => {
    const { page } = await openDemo(browser(), { query: `?theme=${theme}`, wallet: { reject: { connect: true } } })
    await button(page, 'Open modal').click()
    await expectNoViolations(page, 'Connect Wallet')
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await expectNoViolations(page, 'All Wallets')
    await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).fill('Aurora')
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Aurora Wallet', exact: true }).click()
    await dialog(page, 'Aurora Wallet').getByRole('img', { name: 'QR code to scan with your phone' }).waitFor()
    await expectNoViolations(page, 'Aurora Wallet')
    await dialog(page, 'Aurora Wallet').getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await dialog(page, 'Portico Test Wallet').getByRole('alert').waitFor()
    await expectNoViolations(page, 'Portico Test Wallet')
  })

  it('Account, Networks and Switch Network', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await expectNoViolations(page, 'Account')
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    await expectNoViolations(page, 'Choose Network')
    wallet!.setReject({ switch: true })
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await dialog(page, 'Switch Network').getByRole('alert').waitFor()
    await expectNoViolations(page, 'Switch Network')
  })

  it('Buy Crypto, Select Currency, Select Token and Buying', async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Buy Crypto', exact: true }).click()
    const buy = dialog(page, 'Buy Crypto')
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).waitFor()
    await buy.getByRole('textbox', { name: 'You pay' }).fill('20')
    await buy.locator('output').getByText('19.200 TUSDC', { exact: true }).waitFor()
    await expectNoViolations(page, 'Buy Crypto')
    await buy.getByRole('button', { name: 'Currency: USD', exact: true }).click()
    await dialog(page, 'Select Currency').getByRole('button', { name: 'EUR', exact: true }).waitFor()
    await expectNoViolations(page, 'Select Currency')
    await dialog(page, 'Select Currency').getByRole('button', { name: 'Back', exact: true }).click()
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).click()
    await dialog(page, 'Select Token').getByRole('button', { name: 'Ether (ETH)', exact: true }).waitFor()
    await expectNoViolations(page, 'Select Token')
    await dialog(page, 'Select Token').getByRole('button', { name: 'Back', exact: true }).click()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      buy.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'Meld', exact: true }).click(),
    ])
    await dialog(page, 'Buying').getByRole('status').waitFor()
    await expectNoViolations(page, 'Buying')
    await popup.close()
  })

  it('Swap, Select token and Review swap (with the approval), and Swap on a network without swaps', async () => {
    for (const theme of ['dark', 'light']) {
      const { page } = await openDemo(browser(), { account: 2, query: `?theme=${theme}` })
      await connectTestWallet(page)
      await button(page, 'Open modal').click()
      await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
      const swap = dialog(page, 'Swap')
      await swap.getByRole('textbox', { name: 'Amount to swap' }).waitFor()
      await expectNoViolations(page, 'Swap')
      await swap.getByRole('button', { name: /^Choose the token to pay with/u }).click()
      await expectNoViolations(page, 'Select token')
      await dialog(page, 'Select token').getByRole('button', { name: /^Test USD [\d,.]+ TUSD$/u }).click()
      await swap.getByRole('button', { name: /^Choose the token to receive/u }).click()
      await dialog(page, 'Select token').getByRole('button', { name: /^Test Wrapped Ether [\d,.]+ TWETH$/u }).click()
      await swap.getByRole('textbox', { name: 'Amount to swap' }).fill('3')
      await expect.poll(async () => Number(await swap.locator('output[aria-label="Quoted amount"]').textContent()), { timeout: 20_000 }).toBeGreaterThan(0)
      await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
      await dialog(page, 'Review swap').getByRole('button', { name: 'Approve and swap', exact: true }).waitFor()
      await expectNoViolations(page, 'Review swap')
      if (theme === 'light') {
        await dialog(page, 'Review swap').getByRole('button', { name: 'Cancel', exact: true }).click()
        await dialog(page, 'Swap').getByRole('button', { name: 'Back', exact: true }).click()
        await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
        await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).click()
        await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
        await dialog(page, 'Swap').getByRole('alert').waitFor()
        await expectNoViolations(page, 'Swap')
      }
    }
  })

  it('Unsupported Network', async () => {
    // The wallet starts on chain 1, which the demo does not list.
    const { page: onOtherChain, e2e } = await openDemo(browser(), {
      account: 3,
      wallet: {
        chains: [
          { chainId: 1, rpcUrl: 'http://127.0.0.1:1' },
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
        ],
        knownChainIds: [1, 31337],
      },
    })
    expect(e2e.chains.map((c) => c.chainId)).not.toContain(1)
    await onOtherChain.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await dialog(onOtherChain, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expectNoViolations(onOtherChain, 'Unsupported Network')
  })

  it('Connect with the email field (an invalid address), Confirm Email (a wrong code), Register Device and Approve Transaction with the secure site shown', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('axe')
    await button(page, 'Open modal').click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'Email', exact: true }).fill('not an address')
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await connect.getByText('Enter a valid email address', { exact: true }).waitFor()
    await expectNoViolations(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'Close', exact: true }).click()
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const code = codeOf(await nextMail(email, since))
    await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).fill(code === '000000' ? '111111' : '000000')
    await dialog(page, 'Confirm Email').getByText('Invalid code', { exact: true }).waitFor()
    await expectNoViolations(page, 'Confirm Email')
    await dialog(page, 'Confirm Email').getByRole('textbox', { name: 'Code', exact: true }).fill(code)
    await dialog(page, 'Confirm Email').waitFor({ state: 'detached' })

    const request = await startRequest(page, 'personal_sign', ['0x6869', (await page.getByTestId('address').textContent()) ?? ''])
    await frameShown(page)
    await expectNoViolations(page, 'Approve Transaction')
    const frame = secureFrame(page)
    await frame.getByRole('button', { name: 'Approve', exact: true }).waitFor()
    expect(await axeViolations(frame), 'secure site').toEqual([])
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    await request()

    // A new device of the same user: Register Device.
    const other = await openDemo(browser(), { wallet: false })
    await startEmailLogin(other.page, email)
    await expectNoViolations(other.page, 'Register Device')
  })

  it('Edit Email (an invalid address), Confirm Current Email (a wrong code) and Confirm New Email', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const email = newEmail('axe-edit')
    await emailLogin(page, email)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Edit email', exact: true }).click()
    const edit = dialog(page, 'Edit Email')
    await edit.getByRole('textbox', { name: 'New email', exact: true }).fill('not an address')
    await edit.getByRole('button', { name: 'Continue', exact: true }).click()
    await edit.getByText('Enter a valid email address', { exact: true }).waitFor()
    await expectNoViolations(page, 'Edit Email')

    const changed = newEmail('axe-new')
    const sinceOld = await lastSeq(email)
    const sinceNew = await lastSeq(changed)
    await edit.getByRole('textbox', { name: 'New email', exact: true }).fill(changed)
    await edit.getByRole('button', { name: 'Continue', exact: true }).click()
    const primary = dialog(page, 'Confirm Current Email')
    const code = codeOf(await nextMail(email, sinceOld))
    await primary.getByRole('textbox', { name: 'Code', exact: true }).fill(code === '000000' ? '111111' : '000000')
    await primary.getByText('Invalid code', { exact: true }).waitFor()
    await expectNoViolations(page, 'Confirm Current Email')
    await primary.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
    await dialog(page, 'Confirm New Email').getByText(`Enter the 6-digit code we sent to ${changed}`, { exact: true }).waitFor()
    await nextMail(changed, sinceNew)
    await expectNoViolations(page, 'Confirm New Email')
  })
})

import { describe, expect, it } from 'vitest'
import { codeOf, lastSeq, newEmail, nextMail, startEmailLogin } from './embeddedWallet.js'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'
import { checkApproval, checkView, SCREENS, watchLayout } from './layoutCheck.js'

const browser = useBrowser()

// The layout check (e2e/layoutCheck.ts) of the email login and the embedded wallet, in every locale; the same for
// the embedded wallet's approval card, inside the secure site's frame over the modal.

describe.each(SCREENS)('layout of the email login on a $name', (screen) => {
  it('Connect without a wallet, the code, Account with every action, Edit Email, Choose Name and an approval card', { timeout: 300_000 }, async () => {
    const { page } = await openDemo(browser(), { wallet: false, contextOptions: screen.options })
    await watchLayout(page)
    const email = newEmail(`layout-${screen.name}`)
    await button(page, 'Open modal').click()
    await checkView(page, screen, 'connect-email', (card) => card.getByRole('textbox', { name: 'Email', exact: true }).waitFor())
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const otp = dialog(page, 'Confirm Email')
    await checkView(page, screen, 'email-code', (card) => card.getByRole('textbox', { name: 'Code', exact: true }).waitFor())
    await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await checkView(page, screen, 'account-email', (card) => card.getByRole('button', { name: 'Edit email', exact: true }).waitFor())
    await account.getByRole('button', { name: 'Edit email', exact: true }).click()
    await checkView(page, screen, 'edit-email', (card) => card.getByRole('textbox', { name: 'New email', exact: true }).waitFor())

    // Choose Name with a taken name and the names near it.
    await page.locator('portico-modal').getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()
    await account.getByRole('button', { name: 'Choose name', exact: true }).click()
    const names = dialog(page, 'Choose Name')
    await names.getByRole('textbox', { name: 'Account name', exact: true }).fill('alice')
    await checkView(page, screen, 'choose-name', (card) => card.getByRole('list', { name: 'Suggested names' }).waitFor())
    await names.getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')

    // The approval card of a signature, with a message long enough to wrap and scroll.
    const address = (await page.getByTestId('address').textContent()) ?? ''
    const message = `Sign in to the Portico demo.\n\n${'This request asks you to confirm that you own this account. '.repeat(4)}\nNonce: 8f3a9c`
    await page.evaluate(
      ([message, address]) =>
        void (window as unknown as { portico: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).portico
          .getWalletProvider()
          .request({ method: 'personal_sign', params: [message, address] })
          .catch(() => undefined),
      [message, address] as const,
    )
    await dialog(page, 'Approve Transaction').waitFor()
    await checkApproval(page, screen, 'approval')
  })
})

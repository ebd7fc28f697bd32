import { describe, expect, it } from 'vitest'
import { dialog, useBrowser } from './fixtures.js'
import { checkView, layoutProblems, openAccount, SCREENS } from './layoutCheck.js'

const browser = useBrowser()

// The layout check (e2e/layoutCheck.ts) of Account and what it opens, in every locale.

describe.each(SCREENS)('layout of Account on a $name', (screen) => {
  it('Account, its snack message, Activity, Networks, Send, its review and Receive', { timeout: 240_000 }, async () => {
    const { page, account, features } = await openAccount(browser(), screen)
    await checkView(page, screen, 'account', (card) => card.getByRole('list', { name: 'Tokens' }).waitFor())
    // A snack message shows above the card, over none of its controls.
    await account.getByRole('button', { name: 'Copy address', exact: true }).click()
    await page.locator('portico-modal').getByText('Address copied', { exact: true }).waitFor()
    expect(await page.evaluate(layoutProblems, {}), `the snack message on a ${screen.name}`).toEqual([])
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    await checkView(page, screen, 'account-activity', (card) => card.getByRole('tabpanel').getByText(/./u).first().waitFor())
    await account.getByRole('tab', { name: 'Tokens', exact: true }).click()

    await account.getByRole('button', { name: 'Anvil', exact: true }).click()
    await checkView(page, screen, 'networks', (card) => card.getByRole('button', { name: 'Anvil Two', exact: true }).waitFor())
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    await checkView(page, screen, 'send', (card) => card.getByRole('radio').first().waitFor())
    await send.getByRole('radio', { name: /^Ether / }).check()
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await send.getByRole('button', { name: 'Preview send', exact: true }).click()
    await checkView(page, screen, 'send-review', (card) => card.getByRole('button', { name: 'Send', exact: true }).waitFor())
    await dialog(page, 'Review Send').getByRole('button', { name: 'Back', exact: true }).click()
    await send.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Receive', exact: true }).click()
    await checkView(page, screen, 'receive', (card) => card.getByRole('img', { name: 'QR code of your address' }).waitFor())
  })
})

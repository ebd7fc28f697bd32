import { describe, it } from 'vitest'
import { dialog, useBrowser } from './fixtures.js'
import { checkView, openAccount, SCREENS } from './layoutCheck.js'

const browser = useBrowser()

// The layout check (e2e/layoutCheck.ts) of the wallet features Account opens, in every locale.

describe.each(SCREENS)('layout of the wallet features on a $name', (screen) => {
  it('Buy, its token list, Swap, its token list and a plugin view', { timeout: 240_000 }, async () => {
    const { page, features } = await openAccount(browser(), screen)
    await features.getByRole('button', { name: 'Buy Crypto', exact: true }).click()
    const buy = dialog(page, 'Buy Crypto')
    await buy.getByRole('textbox', { name: 'You pay' }).fill('20')
    await checkView(page, screen, 'buy', (card) => card.locator('output').getByText('19.200 TUSDC', { exact: true }).waitFor())
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).click()
    await checkView(page, screen, 'buy-token', (card) => card.getByRole('button', { name: 'Ether (ETH)', exact: true }).waitFor())
    await dialog(page, 'Select Token').getByRole('button', { name: 'Back', exact: true }).click()
    await buy.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await checkView(page, screen, 'swap', (card) => card.getByRole('textbox', { name: 'Amount to swap' }).waitFor())
    await swap.getByRole('button', { name: /^Choose the token to pay with/u }).click()
    await checkView(page, screen, 'swap-token', (card) => card.getByRole('searchbox').first().waitFor())
    await dialog(page, 'Select token').getByRole('button', { name: 'Back', exact: true }).click()
    await swap.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Sign a note', exact: true }).click()
    await checkView(page, screen, 'plugin-notes', (card) => card.getByRole('textbox', { name: 'Note', exact: true }).waitFor())
  })
})

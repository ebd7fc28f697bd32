import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { button, connectTestWallet, connectViewLoaded, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

// examples/plugin-notes: a third party's plugin, built against dist/ and installed in the demo as a package.
describe('a third-party plugin (examples/plugin-notes) in the demo', () => {
  it('adds an Account action whose view signs notes with the wallet and keeps them in its state', async () => {
    const { page, wallet, errors } = await openDemo(browser())
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Sign a note', exact: true }).click()

    const notes = dialog(page, 'Signed Notes')
    await expect.poll(() => notes.getByText('No signed notes yet', { exact: true }).count()).toBe(1)
    const field = notes.getByRole('textbox', { name: 'Note', exact: true })
    expect(await field.getAttribute('placeholder')).toBe('What are you signing?')

    // Nothing typed: the plugin's own message, tied to the field.
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
    expect(await notes.getByText('Write a note to sign', { exact: true }).count()).toBe(1)

    // The wallet signs; the note and its signature are listed, and the signature is the wallet's.
    await field.fill('gm from the plugin')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    const list = notes.getByRole('list', { name: 'Signed notes', exact: true })
    await list.getByText('gm from the plugin', { exact: true }).waitFor()
    expect(await field.inputValue()).toBe('')
    expect(await notes.getByText('1 signed', { exact: true }).count()).toBe(1)
    const signRequest = wallet!.requests.find((r) => r.method === 'personal_sign')
    expect(signRequest).toBeDefined()
    const signature = (await wallet!.wallet.request({ method: 'personal_sign', params: signRequest!.params as unknown[] })) as Hex
    expect(await verifyMessage({ address: wallet!.address, message: 'gm from the plugin', signature })).toBe(true)
    expect(await list.getByText(`Signature ${signature.slice(0, 6)}…${signature.slice(-4)}`, { exact: true }).count()).toBe(1)

    // A declined signature keeps the note in the field, with the SPEC message.
    wallet!.setReject({ sign: true })
    await field.fill('not this one')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    await notes.getByText('Signature declined', { exact: true }).waitFor()
    expect(await field.inputValue()).toBe('not this one')
    wallet!.setReject({})

    // The plugin's state outlives its view: back to Account, close, open again, and the note is still there.
    await notes.getByRole('button', { name: 'Back', exact: true }).click()
    await account.getByRole('button', { name: 'Close', exact: true }).click()
    await button(page, 'Open modal').click()
    await account.getByRole('button', { name: 'Sign a note', exact: true }).click()
    await notes.getByRole('list', { name: 'Signed notes', exact: true }).getByText('gm from the plugin', { exact: true }).waitFor()

    // Its strings follow the kit's locale: German is fetched from the plugin's own chunk.
    await notes.getByRole('button', { name: 'Back', exact: true }).click()
    await account.getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await button(page, 'Open modal').click()
    await page.getByRole('button', { name: 'Notiz signieren', exact: true }).click()
    const german = dialog(page, 'Signierte Notizen')
    await german.getByRole('textbox', { name: 'Notiz', exact: true }).waitFor()
    expect(await german.getByText('1 signiert', { exact: true }).count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('adds a Connect method that opens its view, and an Account tab that lists the notes signed', async () => {
    const { page, errors } = await openDemo(browser())
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    await connectViewLoaded(page)
    // The plugin's row comes after the wallets (its place in the connect method order), in Connect's own style.
    const row = connect.getByRole('list', { name: 'Connect methods', exact: true }).getByRole('button', { name: 'Sign notes with your wallet', exact: true })
    await row.waitFor()
    const wallets = await connect.getByRole('list', { name: 'Wallets', exact: true }).boundingBox()
    expect((await row.boundingBox())!.y).toBeGreaterThan(wallets!.y + wallets!.height - 1)
    await row.click()
    const about = dialog(page, 'Signed Notes')
    await about.getByText(/^Connect a wallet, then sign short notes/u).waitFor()
    expect(await about.getByText('0 signed', { exact: true }).count()).toBe(1)
    // Its button goes back to the wallets, where one connects.
    await about.getByRole('button', { name: 'Choose a wallet', exact: true }).click()
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')

    // The Account view has the plugin's Notes tab after Tokens, NFTs and Activity; it lists the notes signed.
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    const tabs = account.getByRole('tablist')
    await tabs.getByRole('tab', { name: 'Notes', exact: true }).waitFor()
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs', 'Activity', 'Notes'])
    await tabs.getByRole('tab', { name: 'Notes', exact: true }).click()
    const panel = account.getByRole('tabpanel')
    await panel.getByText('No signed notes yet', { exact: true }).waitFor()
    await account.getByRole('button', { name: 'Sign a note', exact: true }).click()
    const notes = dialog(page, 'Signed Notes')
    await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('a note for the tab')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    await notes.getByRole('list', { name: 'Signed notes', exact: true }).getByText('a note for the tab', { exact: true }).waitFor()
    await notes.getByRole('button', { name: 'Back', exact: true }).click()
    // Back on Account, the Notes tab is still the one shown, with the new note in it.
    expect(await tabs.getByRole('tab', { name: 'Notes', exact: true }).getAttribute('aria-selected')).toBe('true')
    await panel.getByRole('list', { name: 'Signed notes', exact: true }).getByText('a note for the tab', { exact: true }).waitFor()
    expect(errors).toEqual([])
  })
})

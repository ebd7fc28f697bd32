import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { hostPageOptions, packageAliases } from '../demo/buildDemo.js'
import { noReact, preactAliases } from '../examples/web-components/noReact.js'
import { emailLogin, frameShown, newEmail, secureFrame } from './embeddedWallet.js'
import { button, chainBalance, connectTestWallet, dialog, openDemo, shown, shownBalance, useBrowser } from './fixtures.js'

// examples/web-components: a plain-JS page with AppKit's buttons as elements (portico/web-components) and the modal
// of portico/vanilla (rendered by Preact, no React on the page), served by the demo server at /web-components/.

const browser = useBrowser()

/** The inner button of the element matching `selector` (its open shadow root is pierced by the locator). */
const inner = (page: Page, selector: string) => page.locator(selector).getByRole('button')

describe('AppKit web components on a plain-JS page (examples/web-components)', () => {
  it('<appkit-button> opens the modal and shows the account after connecting; the network and account buttons follow and open their views; attributes and theme apply', async () => {
    const e2e = inject('e2e')
    const [one, two] = e2e.chains as [(typeof e2e.chains)[number], (typeof e2e.chains)[number]]
    const { page, errors } = await openDemo(browser(), { query: '/web-components/' })
    const address = e2e.accounts[1]!.address
    const title = await page.title()
    expect(title).toBe('Plain JS on Portico')

    // Before connecting: AppKit's labels and attributes.
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe('Connect Wallet')
    expect(await inner(page, 'appkit-connect-button').textContent()).toBe('Connect a wallet')
    expect(await inner(page, 'appkit-button[disabled]').isDisabled()).toBe(true)
    expect(await inner(page, 'appkit-account-button').isVisible()).toBe(false)
    await expect.poll(() => inner(page, 'appkit-network-button').textContent()).toBe(one.name)
    expect(await page.locator('header appkit-button').getAttribute('data-theme')).toBe('dark')
    const small = await inner(page, 'appkit-connect-button').boundingBox()
    const medium = await inner(page, 'header appkit-button').boundingBox()
    expect(small!.height).toBeLessThan(medium!.height)

    // The button opens the modal; the injected wallet connects; the button becomes the account.
    await connectTestWallet(page)
    const wei = await chainBalance(one.rpcUrl, address)
    // The devnet's identity API names account 1 'bob.portico': the buttons show the name, as the React ones do.
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe(`${shownBalance(wei, 'ETH')}bob.portico`)
    await expect.poll(() => inner(page, 'appkit-account-button').textContent()).toBe('bob.portico')
    expect(await inner(page, 'appkit-connect-button').textContent()).toBe('Connect a wallet')

    // The network button opens Networks and follows the switch.
    await inner(page, 'appkit-network-button').click()
    await dialog(page, 'Choose Network').getByRole('button', { name: two.name, exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe(`eip155:${two.chainId}`)
    await expect.poll(() => inner(page, 'appkit-network-button').textContent()).toBe(two.name)
    await page.keyboard.press('Escape')

    // The modal's theme reaches the buttons.
    await button(page, 'Light theme').click()
    await expect.poll(() => page.locator('header appkit-button').getAttribute('data-theme')).toBe('light')

    // The account button opens Account; disconnecting there brings Connect back.
    await inner(page, 'header appkit-button').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe('Connect Wallet')
    expect(await inner(page, 'appkit-account-button').isVisible()).toBe(false)
    expect(errors).toEqual([])
  })

  it("the modal without React: an email login, then the send plugin's Send through the embedded wallet's approval, lands on anvil", async () => {
    const e2e = inject('e2e')
    const chain = e2e.chains[0]!
    const { page, errors } = await openDemo(browser(), { query: '/web-components/', wallet: false })
    const address = (await emailLogin(page, newEmail('vanilla'))) as Address
    const response = await fetch(`${e2e.apiUrl}/__devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eip155: address }),
    })
    expect(response.ok).toBe(true)

    await inner(page, 'header appkit-button').click()
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
    const to = privateKeyToAccount(generatePrivateKey()).address
    const form = dialog(page, 'Send')
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => chainBalance(chain.rpcUrl, to), { timeout: 20_000 }).toBe(parseEther('0.1'))
    expect(errors).toEqual([])
  })

  it("a third party's plugin with views, written with React (examples/plugin-notes), renders in the Preact modal: its Account action signs a note with the wallet", async () => {
    const { page, wallet, errors } = await openDemo(browser(), { query: '/web-components/' })
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
    await connectTestWallet(page)
    await inner(page, 'header appkit-button').click()
    const account = dialog(page, 'Account')
    await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Sign a note', exact: true }).click()
    const notes = dialog(page, 'Signed Notes')
    const field = notes.getByRole('textbox', { name: 'Note', exact: true })
    await field.fill('gm without React')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    // The plugin's state and hooks (its own useState, portico/ui's usePluginState) run on the modal's Preact.
    await notes.getByRole('list', { name: 'Signed notes', exact: true }).getByText('gm without React', { exact: true }).waitFor()
    expect(await field.inputValue()).toBe('')
    const request = wallet!.requests.find((r) => r.method === 'personal_sign')
    const signature = (await wallet!.wallet.request({ method: 'personal_sign', params: request!.params as unknown[] })) as Hex
    expect(await verifyMessage({ address: wallet!.address, message: 'gm without React', signature })).toBe(true)
    await notes.getByRole('button', { name: 'Back', exact: true }).click()
    await account.waitFor()
    expect(scripts.filter((path) => path.includes('Notes')).length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it('the page is bundled without React: the no-React check passes for it, and fails for it on portico or without the aliases', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const dir = `${root}.tmp/no-react`
    mkdirSync(dir, { recursive: true })
    const bundle = (name: string, contents: string, alias: Record<string, string>) => {
      writeFileSync(`${dir}/${name}.js`, contents)
      return build({ ...hostPageOptions, logLevel: 'silent', entryPoints: [`${dir}/${name}.js`], outdir: `${dir}/out`, write: false, alias, plugins: [noReact] })
    }
    const page = readFileSync(`${root}examples/web-components/src/main.js`, 'utf8')
    const refused = /node_modules\/react(?:-dom)?\/\S*: a page without React must not bundle react or react-dom/u
    await expect(bundle('vanilla', page, preactAliases())).resolves.toBeTruthy()
    // The page's own code on 'portico': the React modal comes with it.
    const withoutPlugin = page.replace(/^ {2}plugins: .*$/mu, '')
    expect(withoutPlugin).not.toBe(page)
    await expect(bundle('react', withoutPlugin.replace("from 'portico/vanilla'", "from 'portico'"), packageAliases())).rejects.toThrow(refused)
    // The plugin's React imports, left unaliased.
    const { react: _, 'react/jsx-runtime': __, ...unaliased } = preactAliases()
    await expect(bundle('unaliased', page, unaliased)).rejects.toThrow(refused)
  })
})

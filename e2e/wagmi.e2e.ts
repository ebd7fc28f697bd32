import type { Page } from 'playwright-core'
import {
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  formatEther,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { emailLogin, frameShown, newEmail, secureFrame } from './embeddedWallet.js'

/** Verifies on the first devnet chain: an EOA's signature, or a smart account's (ERC-1271, ERC-6492 before it exists). */
const onChain = () => createPublicClient({ transport: http(inject('e2e').chains[0]!.rpcUrl) })
const verifyMessage: ReturnType<typeof onChain>['verifyMessage'] = (args) => onChain().verifyMessage(args)
const verifyTypedData: ReturnType<typeof onChain>['verifyTypedData'] = (args) => onChain().verifyTypedData(args)
import { button, chainBalance, connectTestWallet, connectViewLoaded, dialog, openDemo, pairingUri, shown, shownBalance, useBrowser } from './fixtures.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallets/walletConnectWallet.js'

// examples/wagmi-app: an app written the way AppKit's React + wagmi quick start writes it, on Portico by its imports,
// served by the demo server at /wagmi/. Its accounts are fresh ones of this file alone (the devnet's faucet pays
// their ETH, TUSD is written to their token balance), so exact balances hold whatever else runs beside it.

const browser = useBrowser()
const phones: WalletConnectWallet[] = []
afterEach(async () => {
  await Promise.all(phones.splice(0).map((wallet) => wallet.stop()))
})

/** The devnet's faucet pays `address` 1 ETH (and 100 TUSDC) on each chain. */
async function faucet(address: Address): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eip155: address }),
  })
  if (!response.ok) throw new Error(`faucet: HTTP ${response.status} ${await response.text()}`)
}

/** Gives `address` `amount` TUSD on the first chain: its `balanceOf` slot (the token's 4th storage slot) set on anvil. */
async function giveTusd(address: Address, amount: bigint): Promise<void> {
  const e2e = inject('e2e')
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 3n]))
  const response = await fetch(e2e.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setStorageAt', params: [e2e.tokens['TUSD']!.address, slot, numberToHex(amount, { size: 32 })] }),
  })
  if (!response.ok) throw new Error(`anvil_setStorageAt: HTTP ${response.status}`)
}

const tusdOf = (address: Address) =>
  createPublicClient({ transport: http(inject('e2e').chains[0]!.rpcUrl) }).readContract({
    address: inject('e2e').tokens['TUSD']!.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const text = (page: Page, id: string) => shown(page, id).textContent()

/** The EIP-712 message the app's "Sign typed data" asks `address` to sign (examples/wagmi-app/src/App.tsx). */
const typedData = (address: Address) =>
  ({
    domain: { name: 'Portico wagmi example', version: '1' },
    types: { Greeting: [{ name: 'from', type: 'address' }, { name: 'contents', type: 'string' }] },
    primaryType: 'Greeting',
    message: { from: address, contents: 'Hello from wagmi' },
  }) as const

/** useSignTypedData through the connected wallet (`approve` answers the embedded wallet's approval); checks the signature. */
async function signTypedDataChecked(page: Page, address: Address, approve?: () => Promise<void>): Promise<void> {
  await button(page, 'Sign typed data').click()
  await approve?.()
  await expect.poll(() => text(page, 'wagmi-typed-signature'), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130,}$/)
  const signature = (await text(page, 'wagmi-typed-signature')) as Hex
  expect(await verifyTypedData({ address, ...typedData(address), signature })).toBe(true)
}

/** useSendTransaction: 0.01 ETH to a fresh address, mined; returns that address. */
async function sendEth(page: Page, approve?: () => Promise<void>): Promise<Address> {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const form = page.getByRole('form', { name: 'Send ETH' })
  await form.getByRole('textbox', { name: 'ETH recipient' }).fill(to)
  await form.getByRole('button', { name: 'Send 0.01 ETH', exact: true }).click()
  await approve?.()
  await expect.poll(() => text(page, 'wagmi-eth-transfer'), { timeout: 20_000 }).toMatch(/ success$/)
  return to
}

/** What wagmi and the modal say of the account, side by side. */
async function agreement(page: Page) {
  return {
    modal: await text(page, 'status'),
    wagmi: await text(page, 'wagmi-status'),
    modalAddress: await text(page, 'address'),
    wagmiAddress: await text(page, 'wagmi-address'),
    modalNetwork: await text(page, 'network'),
    wagmiChain: await text(page, 'wagmi-chain'),
  }
}

const connectedAs = (address: string, chainId: number) => ({
  modal: 'connected',
  wagmi: 'connected',
  modalAddress: address,
  wagmiAddress: address,
  modalNetwork: `eip155:${chainId}`,
  wagmiChain: String(chainId),
})

const disconnected = { modal: 'disconnected', wagmi: 'disconnected', modalAddress: '—', wagmiAddress: '—' }

/** Sends `amount` TUSD with the app's `useWriteContract` form; resolves the transaction hash once it is mined. */
async function sendTusd(page: Page, to: Address, amount: string, approve?: () => Promise<void>): Promise<Hex> {
  const form = page.getByRole('form', { name: 'Send TUSD' })
  await form.getByRole('textbox', { name: 'Recipient' }).fill(to)
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('button', { name: 'Send TUSD', exact: true }).click()
  await approve?.()
  await expect.poll(() => text(page, 'wagmi-transfer'), { timeout: 20_000 }).toMatch(/ success$/)
  return (await text(page, 'wagmi-transfer'))!.split(' ')[0] as Hex
}

describe('an AppKit + wagmi app on Portico (examples/wagmi-app)', () => {
  it("the injected wallet: the modal and wagmi agree on account, chain, connector and balance; useWriteContract's TUSD transfer lands; the modal's Send and Swap beside it; switchChain either way; disconnect from either side; a reload restores both", async () => {
    const e2e = inject('e2e')
    const [one, two] = e2e.chains as [(typeof e2e.chains)[number], (typeof e2e.chains)[number]]
    const privateKey = generatePrivateKey()
    const { address } = privateKeyToAccount(privateKey)
    await faucet(address)
    await giveTusd(address, parseUnits('50', 6))
    const { page, errors } = await openDemo(browser(), { query: '/wagmi/', wallet: { privateKey } })

    await connectTestWallet(page)
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    expect(await text(page, 'wagmi-connector')).toBe('Portico Test Wallet (io.portico.testwallet)')

    // useBalance and the modal's account button show the chain's balance.
    const wei = await chainBalance(one.rpcUrl, address)
    await expect.poll(() => text(page, 'wagmi-balance')).toBe(`${formatEther(wei)} ETH`)
    await expect.poll(() => page.locator('.portico-account-balance').textContent()).toBe(shownBalance(wei, 'ETH'))
    await expect.poll(() => text(page, 'wagmi-tusd')).toBe('50 TUSD')

    // useWriteContract: an ERC-20 transfer signed by the wallet the modal connected, mined on anvil.
    const to = privateKeyToAccount(generatePrivateKey()).address
    await sendTusd(page, to, '12.5')
    expect(await tusdOf(to)).toBe(parseUnits('12.5', 6))
    expect(await tusdOf(address)).toBe(parseUnits('37.5', 6))
    await button(page, 'Refresh balances').click()
    await expect.poll(() => text(page, 'wagmi-tusd')).toBe('37.5 TUSD')

    // The modal's own Send, with the adapter in place: 0.1 ETH through the same wallet; wagmi's useBalance and the
    // modal's account button then show the chain's new balance.
    await page.locator('.portico-account-button').click()
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
    const form = dialog(page, 'Send')
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor()
    await expect.poll(() => chainBalance(one.rpcUrl, to)).toBe(parseEther('0.1'))

    // The modal's own Swap, with the adapter in place: 0.05 ETH for TUSDC on the devnet's pool, as quoted.
    const tusdc = e2e.tokens['TUSDC']!.address
    const tusdcOf = () => createPublicClient({ transport: http(one.rpcUrl) }).readContract({ address: tusdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await swap.getByRole('button', { name: /^Choose the token to receive/u }).click()
    const select = dialog(page, 'Select token')
    await select.getByRole('searchbox', { name: 'Search tokens' }).fill('TUSDC')
    await select.getByRole('button', { name: /^Test USD Coin [\d,.]+ TUSDC$/u }).click()
    await swap.getByRole('textbox', { name: 'Amount to swap' }).fill('0.05')
    const output = swap.locator('output[aria-label="Quoted amount"]')
    await expect.poll(async () => ((await output.getAttribute('aria-busy')) === null ? Number(await output.textContent()) : 0), { timeout: 20_000 }).toBeGreaterThan(0)
    const quoted = Number(parseUnits((await output.textContent()) ?? '0', 6))
    const tusdcBefore = await tusdcOf()
    await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
    await dialog(page, 'Review swap').getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    const swapped = Number((await tusdcOf()) - tusdcBefore)
    expect(swapped).toBeGreaterThanOrEqual(quoted * 0.99)
    expect(swapped).toBeLessThanOrEqual(quoted * 1.01)

    await page.keyboard.press('Escape')
    const after = await chainBalance(one.rpcUrl, address)
    await button(page, 'Refresh balances').click()
    await expect.poll(() => text(page, 'wagmi-balance')).toBe(`${formatEther(after)} ETH`)
    await expect.poll(() => page.locator('.portico-account-balance').textContent()).toBe(shownBalance(after, 'ETH'))

    // useSignMessage through the same wallet.
    await button(page, 'Sign message').click()
    await expect.poll(() => text(page, 'wagmi-signature')).toMatch(/^0x[0-9a-f]{130,}$/)
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature: (await text(page, 'wagmi-signature')) as Hex })).toBe(true)

    // useSignTypedData and useSendTransaction through the same wallet.
    await signTypedDataChecked(page, address)
    expect(await chainBalance(one.rpcUrl, await sendEth(page))).toBe(parseEther('0.01'))

    // wagmi's switchChain moves the wallet and the modal (the wallet learns the second chain on the way).
    await button(page, `Switch to ${two.name}`).click()
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, two.chainId))
    // The modal's network switch moves wagmi.
    await page.locator('.portico-account-button').click()
    await dialog(page, 'Account').getByRole('button', { name: two.name, exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil', exact: true }).click()
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    await page.keyboard.press('Escape')

    // A reload restores both.
    await page.reload()
    await expect.poll(() => agreement(page), { timeout: 15_000 }).toEqual(connectedAs(address, one.chainId))
    expect(await text(page, 'wagmi-connector')).toBe('Portico Test Wallet (io.portico.testwallet)')

    // wagmi's disconnect disconnects the modal.
    await button(page, 'Disconnect with wagmi').click()
    await expect.poll(() => agreement(page)).toMatchObject(disconnected)
    await page.reload()
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    expect(await text(page, 'status')).toBe('disconnected')

    // The modal's disconnect disconnects wagmi.
    await connectTestWallet(page)
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    await page.locator('.portico-account-button').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => agreement(page)).toMatchObject(disconnected)
    expect(errors).toEqual([])
  })

  it('rendered on the server (ssr: true, wagmi cookie storage): the server page already shows the account; hydration has no mismatch; switchChain and disconnect either way survive a reload', async () => {
    const e2e = inject('e2e')
    const [one, two] = e2e.chains as [(typeof e2e.chains)[number], (typeof e2e.chains)[number]]
    const privateKey = generatePrivateKey()
    const { address } = privateKeyToAccount(privateKey)
    await faucet(address)
    const { page, context, errors } = await openDemo(browser(), { query: '/wagmi-ssr/', wallet: { privateKey } })
    // React reports a hydration mismatch on the console (and as an error); neither may come.
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text())
    })
    /** Reloads; resolves the HTML the server sent, before any script of the page ran. */
    const serverHtml = async () => (await (await page.reload())!.text()).replaceAll('<!-- -->', '')
    const field = (html: string, id: string) => new RegExp(`data-testid="${id}">([^<]*)<`, 'u').exec(html)?.[1]

    // No account in the cookie: wagmi tries to reconnect, finds nothing, and says disconnected.
    expect(field(await serverHtml(), 'wagmi-address')).toBe('—')
    await expect.poll(() => text(page, 'wagmi-status')).toBe('disconnected')
    await connectTestWallet(page)
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    // wagmi's state is in its cookie, so the server renders the account from the request.
    const cookie = (await context.cookies()).find(({ name }) => name === 'wagmi.store')
    expect(cookie?.value).toContain(address)
    let html = await serverHtml()
    expect({ status: field(html, 'wagmi-status'), address: field(html, 'wagmi-address'), chain: field(html, 'wagmi-chain') }).toEqual({
      status: 'reconnecting',
      address,
      chain: String(one.chainId),
    })
    expect(field(html, 'wagmi-connector')).toBe('Portico Test Wallet (io.portico.testwallet)')
    await expect.poll(() => agreement(page), { timeout: 15_000 }).toEqual(connectedAs(address, one.chainId))

    // wagmi's switchChain moves the modal; the server's next page is on that chain.
    await button(page, `Switch to ${two.name}`).click()
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, two.chainId))
    html = await serverHtml()
    expect(field(html, 'wagmi-chain')).toBe(String(two.chainId))
    await expect.poll(() => agreement(page), { timeout: 15_000 }).toEqual(connectedAs(address, two.chainId))
    // The modal's network switch moves wagmi, and the cookie with it.
    await page.locator('.portico-account-button').click()
    await dialog(page, 'Account').getByRole('button', { name: two.name, exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil', exact: true }).click()
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    await page.keyboard.press('Escape')
    html = await serverHtml()
    expect(field(html, 'wagmi-chain')).toBe(String(one.chainId))
    await expect.poll(() => agreement(page), { timeout: 15_000 }).toEqual(connectedAs(address, one.chainId))

    // The modal's disconnect disconnects wagmi; the server then renders no account.
    await page.locator('.portico-account-button').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => agreement(page)).toMatchObject(disconnected)
    expect(field(await serverHtml(), 'wagmi-address')).toBe('—')
    await expect.poll(() => text(page, 'status')).toBe('disconnected')
    expect(await text(page, 'wagmi-status')).toBe('disconnected')

    // wagmi's disconnect disconnects the modal, across a server render too.
    await connectTestWallet(page)
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, one.chainId))
    await button(page, 'Disconnect with wagmi').click()
    await expect.poll(() => agreement(page)).toMatchObject(disconnected)
    expect(field(await serverHtml(), 'wagmi-address')).toBe('—')
    await expect.poll(() => text(page, 'status')).toBe('disconnected')

    expect(logged.filter((line) => /hydrat|did not match|Minified React error/iu.test(line))).toEqual([])
    expect(errors).toEqual([])
  })

  it("the embedded wallet (email): wagmi connected with the AUTH connector; useWriteContract's transfer asks for approval in the secure site's frame and lands; useSignMessage too", async () => {
    const e2e = inject('e2e')
    const { page, errors } = await openDemo(browser(), { query: '/wagmi/', wallet: false })
    const address = (await emailLogin(page, newEmail('wagmi'))) as Address
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, e2e.chains[0]!.chainId))
    expect(await text(page, 'wagmi-connector')).toBe('Email (ID_AUTH)')

    await faucet(address)
    await giveTusd(address, parseUnits('20', 6))
    await button(page, 'Refresh balances').click()
    const wei = await chainBalance(e2e.chains[0]!.rpcUrl, address)
    await expect.poll(() => text(page, 'wagmi-balance')).toBe(`${formatEther(wei)} ETH`)
    await expect.poll(() => text(page, 'wagmi-tusd')).toBe('20 TUSD')

    const to = privateKeyToAccount(generatePrivateKey()).address
    await sendTusd(page, to, '7.25', async () => {
      await dialog(page, 'Approve Transaction').waitFor()
      await frameShown(page)
      const frame = secureFrame(page)
      await frame.getByText(to, { exact: true }).waitFor()
      await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    })
    expect(await tusdOf(to)).toBe(parseUnits('7.25', 6))
    expect(await tusdOf(address)).toBe(parseUnits('12.75', 6))

    await button(page, 'Sign message').click()
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => text(page, 'wagmi-signature')).toMatch(/^0x[0-9a-f]{130,}$/)
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature: (await text(page, 'wagmi-signature')) as Hex })).toBe(true)

    // useSignTypedData and useSendTransaction wait for Approve in the secure site too.
    const approve = async () => {
      await dialog(page, 'Approve Transaction').waitFor()
      await frameShown(page)
      await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click()
    }
    await signTypedDataChecked(page, address, approve)
    expect(await chainBalance(e2e.chains[0]!.rpcUrl, await sendEth(page, approve))).toBe(parseEther('0.01'))

    // A reload restores the login in the kit and in wagmi.
    await page.reload()
    await expect.poll(() => agreement(page), { timeout: 15_000 }).toEqual(connectedAs(address, e2e.chains[0]!.chainId))
    expect(errors).toEqual([])
  })

  it("WalletConnect: a phone wallet paired from the modal is wagmi's walletConnect connector; useWriteContract's transfer and useSignMessage go over the session", async () => {
    const e2e = inject('e2e')
    const privateKey = generatePrivateKey()
    const { address } = privateKeyToAccount(privateKey)
    await faucet(address)
    await giveTusd(address, parseUnits('30', 6))
    const phone = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
    })
    phones.push(phone)
    const { page, errors } = await openDemo(browser(), { query: '/wagmi/', wallet: false })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await phone.connect(await pairingUri(page))
    await expect.poll(() => agreement(page)).toEqual(connectedAs(address, e2e.chains[0]!.chainId))
    expect(await text(page, 'wagmi-connector')).toBe('WalletConnect (walletConnect)')
    await page.keyboard.press('Escape')

    const to = privateKeyToAccount(generatePrivateKey()).address
    await sendTusd(page, to, '3')
    expect(await tusdOf(to)).toBe(parseUnits('3', 6))
    expect(phone.requests.map((r) => r.method)).toContain('eth_sendTransaction')

    await button(page, 'Sign message').click()
    await expect.poll(() => text(page, 'wagmi-signature')).toMatch(/^0x[0-9a-f]{130,}$/)
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature: (await text(page, 'wagmi-signature')) as Hex })).toBe(true)

    // Disconnecting with wagmi ends the session in the modal.
    await button(page, 'Disconnect with wagmi').click()
    await expect.poll(() => agreement(page)).toMatchObject(disconnected)
    expect(errors).toEqual([])
  })
})

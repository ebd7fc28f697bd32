import type { Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { connectTestWallet, connectViewLoaded, dialog, newEvmAccount, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallets/walletConnectWallet.js'

// EIP-5792 through the kit's public provider with wallets that are not smart accounts: the injected test wallet and
// the WalletConnect test wallet send a batch's calls one after the other (atomic: unsupported), on anvil.

const browser = useBrowser()
const wallets: WalletConnectWallet[] = []

afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.stop()))
})

/** `request` on the kit's wallet provider; a failure comes back as `{ error }`. */
const request = (page: Page, method: string, params: unknown[]) =>
  page.evaluate(
    ([method, params]) =>
      (window as unknown as { portico: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).portico
        .getWalletProvider()
        .request({ method, params })
        .catch((error: { code?: number; message: string }) => ({ error: { code: error.code, message: error.message } })),
    [method, params] as const,
  )

type CallsStatus = { status: number; atomic: boolean; chainId: string; receipts?: { status: Hex; transactionHash: Hex }[] }

/** Sends two ETH payments in one `wallet_sendCalls`, then a batch whose second call reverts; checks both on anvil. */
async function batches(page: Page, from: Address) {
  const e2e = inject('e2e')
  const chain = e2e.chains[0]!
  const chainId = `0x${chain.chainId.toString(16)}`
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  // Receivers of this test alone.
  const [one, two] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]

  expect(await request(page, 'wallet_getCapabilities', [from, [chainId]])).toEqual({ [chainId]: { atomic: { status: 'unsupported' } } })
  // A batch that must be atomic is refused in the EIP-5792 way.
  const atomic = (await request(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId, from, atomicRequired: true, calls: [{ to: one, value: '0x1' }] }])) as {
    error?: { code?: number }
  }
  expect(atomic.error?.code).toBe(5760)

  const before = await Promise.all([client.getBalance({ address: one }), client.getBalance({ address: two })])
  const { id } = (await request(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId,
      from,
      atomicRequired: false,
      calls: [
        { to: one, value: `0x${parseEther('0.1').toString(16)}` },
        { to: two, value: `0x${parseEther('0.2').toString(16)}` },
      ],
    },
  ])) as { id: Hex }
  expect(id).toMatch(/^0x[0-9a-f]{64}$/)
  await expect.poll(async () => ((await request(page, 'wallet_getCallsStatus', [id])) as CallsStatus).status).toBe(200)
  const done = (await request(page, 'wallet_getCallsStatus', [id])) as CallsStatus
  expect(done).toMatchObject({ atomic: false, chainId, receipts: [{ status: '0x1' }, { status: '0x1' }] })
  expect((await client.getBalance({ address: one })) - before[0]).toBe(parseEther('0.1'))
  expect((await client.getBalance({ address: two })) - before[1]).toBe(parseEther('0.2'))

  // Not atomic: a second call that would revert (more TUSD than the account has) leaves the first one done.
  const tusd = e2e.tokens['TUSD']!.address
  const middle = await client.getBalance({ address: one })
  const partial = (await request(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId,
      from,
      atomicRequired: false,
      calls: [
        { to: one, value: `0x${parseEther('0.05').toString(16)}` },
        { to: tusd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [two, 10n ** 30n] }) },
      ],
    },
  ])) as { id: Hex }
  await expect.poll(async () => ((await request(page, 'wallet_getCallsStatus', [partial.id])) as CallsStatus).status).toBe(600)
  expect(((await request(page, 'wallet_getCallsStatus', [partial.id])) as CallsStatus).receipts).toHaveLength(1)
  expect((await client.getBalance({ address: one })) - middle).toBe(parseEther('0.05'))
  expect(((await request(page, 'wallet_getCallsStatus', [`0x${'00'.repeat(32)}`])) as { error?: { code?: number } }).error?.code).toBe(5730)
}

describe('EIP-5792 batches with wallets that send calls one by one', () => {
  it('the injected wallet: capabilities, two calls sent and their status, a failing call stopping the batch', async () => {
    const owner = await newEvmAccount('10')
    const { page } = await openDemo(browser(), { wallet: { privateKey: owner.privateKey } })
    await connectTestWallet(page)
    await batches(page, owner.address)
  })

  it('the WalletConnect wallet: the same batches through the session', async () => {
    const e2e = inject('e2e')
    const owner = await newEvmAccount('10')
    const wallet = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey: owner.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
    })
    wallets.push(wallet)
    const { page } = await openDemo(browser(), { wallet: false })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await wallet.connect(await pairingUri(page))
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await batches(page, owner.address)
  })
})

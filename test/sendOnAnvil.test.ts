import { createPublicClient, erc20Abi, http, parseEther, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155 } from '../chains/eip155/eip155.js'
import { createFakeWindow, installWallet, walletInfo } from '../chains/eip155/test/fakeWindow.js'
import { startDevnet, type Devnet } from '../devnet/startDevnet.js'
import { createTestWallet, type TestWallet } from '../e2e/wallets/createTestWallet.js'
import { createKit } from '../kernel/createKit.js'
import type { KitEvent } from '../kernel/events/createEventBus.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { pluginApi, testEnvironment, withKernel, type TestKit } from './fixtures.js'
import send from '../plugins/send/index.js'
import type { SendController } from '../plugins/send/createSendController.js'

// The send plugin on the eip155 chain package, end to end in Node: the eip155 adapter discovers a real EIP-1193 wallet (a local key that
// signs with viem), balances and names come from the devnet's blockchain API, and the transactions land on a
// real anvil node. Everything runs on 127.0.0.1.

const RDNS = 'io.portico.testwallet'
let devnet: Devnet
let kit: TestKit
let wallet: TestWallet
let controller: SendController
const events: KitEvent[] = []

beforeAll(async () => {
  devnet = await startDevnet({ wallets: 10, smartAccounts: false })
  const [chain] = devnet.chains
  if (!chain) throw new Error('no devnet chain')
  const anvil = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  wallet = createTestWallet({ privateKey: devnet.accounts[0]?.privateKey as Hex, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }] })
  const win = createFakeWindow()
  installWallet(win, { info: walletInfo(RDNS, 'Portico Test Wallet'), provider: wallet })
  vi.stubGlobal('window', win)
  kit = withKernel(createKit(
    { projectId: 'send-test', basic: true, networks: [anvil], adapters: [eip155()], plugins: [send], apiUrls: devnet.apiUrls },
    { env: testEnvironment(), builtins: {} },
  ))
  await kit.ready()
  await kit.connect(RDNS)
  // Opening a view of the plugin waits for it to load; then the user is on Account, as after connecting.
  await kit.open({ view: 'WalletSend' })
  kit.kernel.router.replace('Account')
  controller = pluginApi(kit, 'send') as SendController
  kit.kernel.events.onAny((event) => events.push(event))
}, 60_000)

afterAll(async () => {
  await kit?.destroy()
  vi.unstubAllGlobals()
  await devnet?.stop()
})

const client = () => createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
const tusdOf = (address: Address) =>
  client().readContract({ address: devnet.tokens.TUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** Waits for the balances the controller lists to come from the devnet API. */
async function balances() {
  await kit.kernel.account.refreshBalances(undefined, { force: true })
  return Object.fromEntries(controller.tokens().map((token) => [token.symbol, token]))
}

/** Waits until the transaction of the last SEND_SUCCESS is mined. */
async function mined() {
  const hash = events.find((e) => e.event === 'SEND_SUCCESS')?.properties?.hash as Hex
  return client().waitForTransactionReceipt({ hash })
}

async function sendThroughTheForm({ symbol, amount, receiver }: { symbol: string; amount?: string; receiver: string }) {
  kit.kernel.router.push('WalletSend')
  controller.setToken((await balances())[symbol])
  controller.setReceiver(receiver)
  if (amount) controller.setAmount(amount)
  else await controller.setMax()
  expect(await controller.preview()).toBeUndefined()
  expect(kit.kernel.state.router.view).toBe('WalletSendPreview')
  events.length = 0
  return controller.send({ successMessage: 'Transaction sent' })
}

describe('sending on anvil through the send plugin (SPEC §4 Sending)', () => {
  it('lists ETH first, then the test tokens, from the devnet balances', async () => {
    expect(Object.keys(await balances())).toEqual(['ETH', 'TUSD', 'TUSDC', 'TWETH'])
  })

  it('sends native ETH to a name (bob.portico): exactly the amount arrives, and the form resets to Account', async () => {
    const bob = devnet.accounts[1]?.address as Address
    const before = await client().getBalance({ address: bob })
    expect(await sendThroughTheForm({ symbol: 'ETH', amount: '1.25', receiver: 'bob.portico' })).toBe(true)
    expect(events.find((e) => e.event === 'SEND_SUCCESS')?.properties).toMatchObject({ token: 'ETH', amount: '1.25', network: 'eip155:31337' })
    const receipt = await mined()
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(bob.toLowerCase())
    expect((await client().getBalance({ address: bob })) - before).toBe(parseEther('1.25'))
    expect(kit.kernel.state.router.history).toEqual(['Account'])
    expect(controller.state.sendTokenAmount).toBe('')
  })

  it('sends TUSD (6 decimals) to an address without 0x: transfer(to, amount) in base units', async () => {
    const carol = devnet.accounts[2]?.address as Address
    const before = await tusdOf(carol)
    expect(await sendThroughTheForm({ symbol: 'TUSD', amount: '12.345678', receiver: carol.slice(2).toLowerCase() })).toBe(true)
    const receipt = await mined()
    expect(receipt.to?.toLowerCase()).toBe(devnet.tokens.TUSD.address.toLowerCase())
    expect((await tusdOf(carol)) - before).toBe(12_345_678n)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').at(-1)?.params).toMatchObject([{ to: devnet.tokens.TUSD.address }])
    // Account 0 keeps 1M TUSD less 3000 in gifts and 200 000 in the devnet's TUSD/TUSDC pool.
    expect((await balances()).TUSD?.balance).toBe('796987.654322')
  })

  it('a declined signature sends nothing, says "Signature declined" and keeps the form', async () => {
    const dave = devnet.accounts[3]?.address as Address
    const before = await tusdOf(dave)
    wallet.setReject({ sign: true })
    try {
      expect(await sendThroughTheForm({ symbol: 'TUSD', amount: '1', receiver: 'dave.portico' })).toBe(false)
    } finally {
      wallet.setReject({})
    }
    expect(controller.state).toMatchObject({ error: { message: 'Signature declined' }, sendTokenAmount: '1', receiverProfileName: 'dave.portico' })
    expect(kit.kernel.state.router.view).toBe('WalletSendPreview')
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(await tusdOf(dave)).toBe(before)
    // Try again.
    expect(await controller.send({ successMessage: 'Transaction sent' })).toBe(true)
    expect((await mined()).status).toBe('success')
    expect((await tusdOf(dave)) - before).toBe(1_000_000n)
    controller.reset()
  })

  it('Max on ETH sends all but the fee reserve, and the wallet can pay the fee', async () => {
    const carol = devnet.accounts[2]?.address as Address
    const alice = devnet.accounts[0]?.address as Address
    expect(await sendThroughTheForm({ symbol: 'ETH', receiver: carol })).toBe(true)
    expect((await mined()).status).toBe('success')
    const left = await client().getBalance({ address: alice })
    const gasPrice = await client().getGasPrice()
    expect(left).toBeGreaterThan(0n)
    expect(left).toBeLessThan(2n * 21_000n * gasPrice * 2n)
  })
})

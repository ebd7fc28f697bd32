import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetAccounts } from '../../devnet/accounts.js'
import { createApiServer, type ApiServer } from '../../devnet/api/createApiServer.js'
import { seedAssets } from '../../devnet/seedAssets.js'
import { createStore } from '../../devnet/store.js'
import type { AppKit } from '../../kernel/createInstance.js'
import type { ChainAdapter, WalletContext } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import { SignatureDeclinedError } from '../../kernel/errors/errors.js'
import type { KitEvent } from '../../kernel/events/createEventBus.js'
import { fakeConnector, solanaMainnet, mainnet, arbitrum, pluginContext } from '../../test/fixtures.js'
import { createSendController, type SendController, initialSendState } from './createSendController.js'
import { ALICE, BOB, HASH, sendTestKit, stubWallet, TUSD, type SendTestKitParameters } from '../../test/sendTestKit.js'

// The send controller against a kit with a scripted wallet; names resolve through the devnet's profile route
// on 127.0.0.1.

const accounts = devnetAccounts(4)
let api: ApiServer
beforeAll(async () => {
  const db = await createStore()
  seedAssets(db, accounts.map((account) => account.address))
  api = await createApiServer({ db })
})
afterAll(() => api?.close())

const open: { kit: AppKit; controller: SendController }[] = []
afterEach(async () => {
  for (const { kit, controller } of open.splice(0)) {
    controller.destroy()
    await kit.destroy()
  }
})

async function setup(parameters: SendTestKitParameters = {}) {
  const made = await sendTestKit({
    ...parameters,
    options: { apiUrls: { blockchain: api.urls.blockchain }, ...parameters.options },
  })
  const controller = createSendController({ kernel: pluginContext(made.kit, 'send', initialSendState()), debounceMs: 0 })
  open.push({ kit: made.kit, controller })
  const events: KitEvent[] = []
  made.kit.kernel.events.onAny((event) => events.push(event))
  return { ...made, controller, events }
}

/** The call data of ERC20 transfer(to, amount), written out: selector a9059cbb, then two 32-byte words. */
const erc20Transfer = (to: string, amount: bigint) =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

/** Fills the form with a valid send of 1.5 ETH to BOB. */
async function fill(controller: SendController, { token = 0, amount = '1.5', receiver = BOB } = {}) {
  controller.setToken(controller.tokens()[token])
  controller.setAmount(amount)
  controller.setReceiver(receiver)
  await controller.settled()
}

const message = (controller: SendController) => controller.check()?.shortMessage

describe('the send form (SPEC §3 Send state)', () => {
  it('lists the tokens native first with their balances, and starts empty', async () => {
    const { controller } = await setup()
    expect(controller.tokens()).toEqual([
      { key: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: '2.5' },
      { key: TUSD.toLowerCase(), name: 'Test USD', symbol: 'TUSD', decimals: 6, address: TUSD, balance: '1000.123456' },
    ])
    expect(controller.state).toEqual({
      token: undefined,
      sendTokenAmount: '',
      receiverInput: '',
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      resolving: false,
      receiverIssue: undefined,
      loading: false,
      error: undefined,
    })
  })
})

describe('validation (SPEC §5), in order', () => {
  it('needs an amount and a receiver, then a token', async () => {
    const { controller } = await setup()
    expect(message(controller)).toBe('An amount and receiver address are required')
    controller.setAmount('1')
    expect(message(controller)).toBe('An amount and receiver address are required')
    controller.setAmount('')
    controller.setReceiver(BOB)
    await controller.settled()
    expect(message(controller)).toBe('An amount and receiver address are required')
    // Zero is no amount.
    for (const zero of ['0', '0.00', '.']) {
      controller.setAmount(zero)
      expect(message(controller)).toBe('An amount and receiver address are required')
    }
    controller.setAmount('1')
    expect(message(controller)).toBe('A token is required')
    controller.setToken(controller.tokens()[0])
    expect(controller.check()).toBeUndefined()
  })

  it('answers "Unsupported chain" on a chain family whose package offers no addresses, amounts or sending', async () => {
    const solanaWallet = fakeConnector({ id: 'sol-wallet', chain: 'solana', result: { address: 'So1ana1111111111111111111111111111111111111', chainId: solanaMainnet.id } })
    const { kit, controller } = await setup({
      options: { networks: [mainnet, arbitrum, solanaMainnet] },
      adapters: [{ namespace: 'solana', setup: (context) => void context.registerConnector(solanaWallet) }],
    })
    await kit.connect('sol-wallet')
    expect(kit.kernel.state.chain.activeNamespace).toBe('solana')
    expect(message(controller)).toBe('Unsupported chain')
    controller.setAmount('1')
    controller.setReceiver('So1ana1111111111111111111111111111111111111')
    expect(message(controller)).toBe('Unsupported chain')
  })

  it('checks the amount against the token: plain decimals, its decimals, its balance', async () => {
    const { controller } = await setup()
    await fill(controller, { token: 1, amount: '1e3' })
    expect(controller.check()).toMatchObject({ name: 'InvalidAmountError', code: 'invalidAmount', shortMessage: 'Invalid amount' })
    controller.setAmount('1.0000001')
    expect(controller.check()).toMatchObject({ code: 'tooManyDecimals', values: { symbol: 'TUSD', decimals: 6 }, shortMessage: 'TUSD allows at most 6 decimals' })
    controller.setAmount('1000.123457')
    expect(controller.check()).toMatchObject({ code: 'insufficientBalance', shortMessage: 'Insufficient TUSD balance' })
    controller.setAmount('1000.123456')
    expect(controller.check()).toBeUndefined()
  })

  it('refuses a receiver that is neither an address nor a name ("Invalid address")', async () => {
    const { controller } = await setup()
    for (const bad of ['bob', '0x1234', `${BOB}00`, 'zz'.repeat(20), 'two words.eth', '.eth', 'bob.']) {
      await fill(controller, { receiver: bad })
      expect(message(controller), bad).toBe('Invalid address')
      expect(controller.state.receiverAddress).toBeUndefined()
    }
  })
})

describe('the receiver', () => {
  it('takes an address with or without 0x, in any case, as 0x plus its checksum', async () => {
    const { controller } = await setup()
    for (const input of [BOB, BOB.toLowerCase(), BOB.slice(2).toLowerCase(), ` ${BOB.slice(2).toUpperCase()} `]) {
      controller.setReceiver(input)
      expect(controller.state.resolving).toBe(true)
      await controller.settled()
      expect(controller.state).toMatchObject({ receiverInput: input, receiverAddress: BOB, resolving: false, receiverIssue: undefined })
    }
  })

  it('resolves a name through GET /v1/profile/account/{name}?apiVersion=2: its address, name and avatar', async () => {
    const { controller } = await setup()
    controller.setReceiver('bob.portico')
    expect(controller.state.resolving).toBe(true)
    await controller.settled()
    expect(controller.state).toMatchObject({
      receiverInput: 'bob.portico',
      receiverAddress: accounts[1]?.address,
      receiverProfileName: 'bob.portico',
      receiverProfileImageUrl: `${api.url}/assets/avatar/bob`,
      resolving: false,
    })
    controller.setReceiver('DAVE.portico')
    await controller.settled()
    expect(controller.state).toMatchObject({ receiverAddress: accounts[3]?.address, receiverProfileName: 'dave.portico', receiverProfileImageUrl: undefined })
  })

  it('says so when the name is unknown, and "Error resolving name" when the lookup fails (SPEC §8)', async () => {
    const { controller } = await setup()
    await fill(controller, { receiver: 'nobody.portico' })
    expect(controller.state.receiverIssue).toBe('nameNotFound')
    expect(controller.check()).toMatchObject({ code: 'nameNotFound', values: { name: 'nobody.portico' }, shortMessage: 'No address found for nobody.portico' })

    const broken = await setup({ options: { apiUrls: { blockchain: `${api.url}/nowhere` } } })
    await fill(broken.controller, { receiver: 'bob.portico' })
    expect(broken.controller.state.receiverIssue).toBe('nameNotFound')
  })

  it('"Error resolving name" when the API fails other than 404', async () => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ reasons: [{ description: 'Down for maintenance' }] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { controller } = await setup({ options: { apiUrls: { blockchain: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } } })
      await fill(controller, { receiver: 'bob.portico' })
      expect(controller.state.receiverIssue).toBe('resolveFailed')
      expect(message(controller)).toBe('Error resolving name')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('debounces name lookups and keeps only the answer for the latest input', async () => {
    const made = await setup()
    const controller = createSendController({ kernel: pluginContext(made.kit, 'send', initialSendState()), debounceMs: 50 })
    open.push({ kit: made.kit, controller })
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    for (const partial of ['b.p', 'bo.po', 'bob.portico']) controller.setReceiver(partial)
    controller.setReceiver('alice.portico')
    await controller.settled()
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/blockchain/v1/profile/account/alice.portico'])
    expect(controller.state).toMatchObject({ receiverAddress: accounts[0]?.address, receiverProfileName: 'alice.portico' })
    // A new input while a lookup is under way wins, whatever order the answers come in.
    controller.setReceiver('carol.portico')
    await new Promise((resolve) => setTimeout(resolve, 60))
    controller.setReceiver(BOB)
    await controller.settled()
    expect(controller.state).toMatchObject({ receiverAddress: BOB, receiverProfileName: undefined })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(controller.state.receiverAddress).toBe(BOB)
  })
})

describe('Max', () => {
  it('fills an ERC20 balance exactly', async () => {
    const { controller } = await setup()
    controller.setToken(controller.tokens()[1])
    await controller.setMax()
    expect(controller.state.sendTokenAmount).toBe('1000.123456')
  })

  it('fills the native balance minus twice the estimated fee (21000 gas at the gas price)', async () => {
    const { controller, wallet } = await setup({ wallet: stubWallet({ gasPrice: 10_000_000_000n }) })
    controller.setToken(controller.tokens()[0])
    await controller.setMax()
    // 2.5 ETH - 2 × 21000 × 10 gwei
    expect(controller.state.sendTokenAmount).toBe('2.49958')
    expect(wallet.requests.map((r) => r.method)).toEqual(expect.arrayContaining(['eth_estimateGas', 'eth_gasPrice']))
  })

  it('does nothing without a token', async () => {
    const { controller } = await setup()
    await controller.setMax()
    expect(controller.state.sendTokenAmount).toBe('')
  })
})

describe('switching network (SPEC §4)', () => {
  it('clears the form on SWITCH_NETWORK, and leaves the preview for the form', async () => {
    const { kit, controller } = await setup()
    await kit.open({ view: 'Account' })
    await fill(controller, { receiver: 'bob.portico' })
    expect(await controller.preview()).toBeUndefined()
    expect(kit.kernel.state.router.history).toEqual(['Account', 'WalletSendPreview'])
    await kit.switchNetwork(arbitrum)
    expect(controller.state).toMatchObject({ token: undefined, sendTokenAmount: '', receiverInput: '', receiverAddress: undefined, receiverProfileName: undefined })
    expect(kit.kernel.state.router.view).toBe('Account')
  })

  it('drops a lookup under way', async () => {
    const made = await setup()
    const controller = createSendController({ kernel: pluginContext(made.kit, 'send', initialSendState()), debounceMs: 20 })
    open.push({ kit: made.kit, controller })
    controller.setReceiver('bob.portico')
    made.kit.kernel.events.emit('SWITCH_NETWORK', { network: 'eip155:42161' })
    await controller.settled()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(controller.state).toMatchObject({ receiverInput: '', receiverAddress: undefined, resolving: false })
  })
})

describe('sending (SPEC §4, §7)', () => {
  async function atPreview(parameters: SendTestKitParameters = {}, form: Parameters<typeof fill>[1] = {}) {
    const made = await setup(parameters)
    await made.kit.open({ view: 'Account' })
    made.kit.kernel.router.push('WalletSend')
    await fill(made.controller, form)
    expect(await made.controller.preview()).toBeUndefined()
    expect(made.kit.kernel.state.router.history).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
    made.events.length = 0
    return made
  }

  it('native: sends { from, to, value }, tracks SEND_INITIATED and SEND_SUCCESS, resets, and shows Account', async () => {
    const { kit, controller, wallet, events } = await atPreview()
    const refresh = vi.spyOn(kit.kernel.account, 'refreshBalances')
    await expect(controller.send({ successMessage: 'Transaction sent' })).resolves.toBe(true)
    expect(wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.params).toEqual([
      { from: ALICE, to: BOB, value: '0x14d1120d7b160000' },
    ])
    const tracked = events.filter((e) => e.event.startsWith('SEND_'))
    expect(tracked.map((e) => [e.event, e.properties])).toEqual([
      ['SEND_INITIATED', { token: 'ETH', amount: '1.5', network: 'eip155:1' }],
      ['SEND_SUCCESS', { token: 'ETH', amount: '1.5', network: 'eip155:1', hash: HASH }],
    ])
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Transaction sent', variant: 'success' })
    expect(refresh).toHaveBeenCalledWith(undefined, { force: true })
    expect(controller.state).toMatchObject({ token: undefined, sendTokenAmount: '', receiverInput: '', loading: false, error: undefined })
    // Back from Account does not return to the send views.
    expect(kit.kernel.state.router.history).toEqual(['Account'])
    expect(kit.kernel.state.router.view).toBe('Account')
  })

  it('ERC20: sends transfer(to, amount) to the token contract, amounts in base units', async () => {
    const { controller, wallet, events } = await atPreview({}, { token: 1, amount: '12.345678', receiver: 'bob.portico' })
    await controller.send({ successMessage: 'sent' })
    expect(wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.params).toEqual([
      { from: ALICE, to: TUSD, data: erc20Transfer(accounts[1]?.address as string, 12_345_678n) },
    ])
    expect(events.find((e) => e.event === 'SEND_SUCCESS')?.properties).toEqual({ token: 'TUSD', amount: '12.345678', network: 'eip155:1', hash: HASH })
  })

  it('a declined signature (4001) reads "Signature declined"; the form and the preview stay, and Try again sends', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = stubWallet({ onSend: () => Promise.reject(declined) })
    const { kit, controller, events } = await atPreview({ wallet })
    await expect(controller.send({ successMessage: 'sent' })).resolves.toBe(false)
    expect(controller.state).toMatchObject({ loading: false, error: { message: 'Signature declined' }, sendTokenAmount: '1.5', receiverAddress: BOB })
    expect(controller.state.token?.symbol).toBe('ETH')
    expect(kit.kernel.state.router.view).toBe('WalletSendPreview')
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(events[1]?.properties).toMatchObject({ message: 'Signature declined' })

    wallet.onSend = () => HASH
    await expect(controller.send({ successMessage: 'sent' })).resolves.toBe(true)
    expect(kit.kernel.state.router.history).toEqual(['Account'])
  })

  it("another failure shows the wallet's message", async () => {
    const wallet = stubWallet({ onSend: () => Promise.reject(Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 })) })
    const { controller } = await atPreview({ wallet })
    await controller.send({ successMessage: 'sent' })
    expect(controller.state.error).toEqual({ message: 'insufficient funds for gas * price + value' })
  })

  it('refuses to send what does not pass the checks, and a wallet on another chain', async () => {
    const { controller, wallet } = await atPreview({ wallet: stubWallet({ chainId: 10 }) })
    await controller.send({ successMessage: 'sent' })
    expect(controller.state.error).toEqual({ message: 'Chain mismatch' })
    controller.setAmount('3')
    await controller.send({ successMessage: 'sent' })
    expect(controller.state.error).toMatchObject({ code: 'insufficientBalance', message: 'Insufficient ETH balance' })
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  it('preview() opens WalletSendPreview only when nothing stops the send', async () => {
    const { kit, controller } = await setup()
    await kit.open({ view: 'Account' })
    kit.kernel.router.push('WalletSend')
    expect(await controller.preview()).toMatchObject({ code: 'required' })
    expect(kit.kernel.state.router.view).toBe('WalletSend')
  })

  it('lists every issue at once, one per field besides the form\'s own', async () => {
    const { controller } = await setup()
    controller.setAmount('1,5')
    controller.setReceiver('hello')
    await controller.settled()
    expect(controller.issues().map((issue) => issue.code)).toEqual(['tokenRequired', 'invalidAmount', 'invalidAddress'])
    controller.setAmount('')
    expect(controller.issues().map((issue) => issue.shortMessage)).toEqual([
      'An amount and receiver address are required',
      'A token is required',
      'Invalid address',
    ])
  })

  it('previews with the estimated fee, and says "Not enough ETH for the network fee" before the wallet is asked', async () => {
    const { kit, controller, wallet } = await setup({ wallet: stubWallet({ gasPrice: 10_000_000_000n }) })
    await kit.open({ view: 'Account' })
    kit.kernel.router.push('WalletSend')
    // 2.5 ETH held: 2.5 ETH leaves nothing for 21000 gas at 10 gwei.
    await fill(controller, { amount: '2.5' })
    expect(await controller.preview()).toMatchObject({ code: 'insufficientFee', shortMessage: 'Not enough ETH for the network fee' })
    expect(controller.state.error).toMatchObject({ code: 'insufficientFee', values: { symbol: 'ETH' } })
    expect(kit.kernel.state.router.view).toBe('WalletSend')
    controller.setAmount('2.4')
    expect(await controller.preview()).toBeUndefined()
    expect(controller.state.fee).toEqual({ amount: '0.00021', symbol: 'ETH' })
    expect(kit.kernel.state.router.view).toBe('WalletSendPreview')
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
  })
})

describe('another chain family: the plugin asks its package, and nothing in the plugin changes', () => {
  const SOL_ALICE = 'So1ana1111111111111111111111111111111111111'
  const SOL_BOB = 'Bob1111111111111111111111111111111111111111'
  const SIGNATURE = '5'.repeat(88)

  /** A minimal chain package: addresses (base58, 32 to 44 characters), exact amounts and native sends. */
  function minimalChain({ sendNative }: { sendNative: NonNullable<ChainAdapter['sendNative']> }): ChainAdapter {
    const wallet = fakeConnector({ id: 'sol-wallet', chain: 'solana', result: { address: SOL_ALICE, chainId: solanaMainnet.id } })
    return {
      namespace: 'solana',
      setup: (context) => void context.registerConnector(wallet),
      async getBalances() {
        return {
          native: { balance: '3', symbol: 'SOL' },
          tokens: [
            { name: 'Solana', symbol: 'SOL', chainId: solanaMainnet.caipNetworkId, price: 1, quantity: { decimals: '9', numeric: '3' } },
            { name: 'USD Coin', symbol: 'USDC', chainId: solanaMainnet.caipNetworkId, address: `${solanaMainnet.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`, price: 1, quantity: { decimals: '6', numeric: '10' } },
          ],
        }
      },
      address: { isValid: (text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/u.test(text), format: async (text) => text },
      amounts: decimalAmounts,
      sendNative,
    }
  }

  async function onMinimalChain(sendNative: NonNullable<ChainAdapter['sendNative']>) {
    const made = await setup({ options: { networks: [mainnet, solanaMainnet] }, adapters: [minimalChain({ sendNative })] })
    await made.kit.connect('sol-wallet')
    await made.kit.kernel.account.refreshBalances(undefined, { force: true })
    expect(made.kit.kernel.state.chain.activeNamespace).toBe('solana')
    await made.kit.open({ view: 'Account' })
    made.kit.kernel.router.push('WalletSend')
    return made
  }

  it('validates, previews and sends the native currency through the package, with the connected wallet', async () => {
    const sent: { wallet: WalletContext; parameters: { to: string; amount: bigint } }[] = []
    const { kit, controller, events } = await onMinimalChain(async (wallet, parameters) => {
      sent.push({ wallet, parameters })
      return SIGNATURE
    })
    expect(controller.tokens().map((token) => token.symbol)).toEqual(['SOL', 'USDC'])
    // The package's address rules: an EVM address or a name is no address here.
    for (const bad of [BOB, 'bob.portico']) {
      await fill(controller, { receiver: bad })
      expect(message(controller), bad).toBe('Invalid address')
    }
    await fill(controller, { receiver: SOL_BOB, amount: '3.0000000001' })
    expect(message(controller)).toBe('SOL allows at most 9 decimals')
    controller.setAmount('3.5')
    expect(message(controller)).toBe('Insufficient SOL balance')
    // Max without a fee reserve capability: the whole balance.
    await controller.setMax()
    expect(controller.state.sendTokenAmount).toBe('3')
    controller.setAmount('1.5')
    expect(await controller.preview()).toBeUndefined()
    events.length = 0
    await expect(controller.send({ successMessage: 'sent' })).resolves.toBe(true)
    expect(sent).toEqual([
      {
        wallet: { provider: { isTestProvider: true }, address: SOL_ALICE, network: expect.objectContaining({ caipNetworkId: solanaMainnet.caipNetworkId }) },
        parameters: { to: SOL_BOB, amount: 1_500_000_000n },
      },
    ])
    expect(events.find((e) => e.event === 'SEND_SUCCESS')?.properties).toEqual({ token: 'SOL', amount: '1.5', network: solanaMainnet.caipNetworkId, hash: SIGNATURE })
    expect(kit.kernel.state.router.history).toEqual(['Account'])
  })

  it('answers "Unsupported chain" for a token the package cannot send, and shows its "Signature declined"', async () => {
    const { controller } = await onMinimalChain(async () => {
      throw new SignatureDeclinedError({ cause: new Error('User rejected the request.') })
    })
    await fill(controller, { token: 1, amount: '1', receiver: SOL_BOB })
    expect(controller.check()).toMatchObject({ code: 'unsupportedChain', shortMessage: 'Unsupported chain', cause: { name: 'UnsupportedChainError' } })
    await fill(controller, { token: 0, amount: '1', receiver: SOL_BOB })
    expect(await controller.preview()).toBeUndefined()
    await expect(controller.send({ successMessage: 'sent' })).resolves.toBe(false)
    expect(controller.state.error).toEqual({ message: 'Signature declined' })
  })
})

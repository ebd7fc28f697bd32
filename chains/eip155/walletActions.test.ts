import { createPublicClient, erc20Abi, http, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet/startDevnet.js'
import { createTestWallet, type TestWallet } from '../../e2e/wallets/createTestWallet.js'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { SignatureDeclinedError } from '../../kernel/errors/errors.js'
import type { Network } from '../../kernel/types/chain.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { ALICE, BOB, HASH, stubWallet, TUSD } from '../../test/sendTestKit.js'
import { eip155 } from './eip155.js'
import { encodeErc20Transfer } from './evm.js'

// The eip155 package's wallet capabilities as a feature gets them (through the adapter, viem fetched on first
// use): first against a scripted EIP-1193 wallet, then against a wallet that signs with a local key and sends
// to a real anvil node on 127.0.0.1.

const adapter = eip155({ discovery: false })
const mainnetLike: Network = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const declined = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
const MAIL = {
  domain: { name: 'Portico', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }, { name: 'amount', type: 'uint256' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello', amount: 10n ** 20n },
} as const
const on = (provider: unknown, network = mainnetLike, address: string | undefined = ALICE): WalletContext => ({ provider, address, network })

describe('eip155 capabilities against a scripted wallet', () => {
  it('declares every capability of ChainCapabilities', () => {
    for (const name of ['address', 'amounts', 'signMessage', 'signTypedData', 'sendNative', 'sendToken', 'sendTransaction', 'waitForTransaction', 'nativeFeeReserve', 'nameCoinTypes', 'switchNetwork', 'addNetwork'] as const)
      expect(adapter[name], name).toBeDefined()
  })

  it('addresses: 40 hex with or without 0x, formatted with 0x and the EIP-55 checksum', async () => {
    expect(adapter.address?.isValid(BOB.slice(2).toLowerCase())).toBe(true)
    expect(adapter.address?.isValid('0x1234')).toBe(false)
    await expect(adapter.address?.format(BOB.slice(2).toLowerCase())).resolves.toBe(BOB)
  })

  it("names: the network's ENSIP-11 coin type, then Ethereum's", () => {
    expect(adapter.nameCoinTypes?.(on(undefined, { ...mainnetLike, id: 10 }))).toEqual(['2147483658', '60'])
    expect(adapter.nameCoinTypes?.(on(undefined))).toEqual(['60'])
  })

  it('sendNative and sendToken: eth_sendTransaction after the chain check, answering the hash', async () => {
    const wallet = stubWallet()
    await expect(adapter.sendNative?.(on(wallet), { to: BOB.toLowerCase(), amount: 10n ** 18n })).resolves.toBe(HASH)
    await expect(adapter.sendToken?.(on(wallet), { token: TUSD.toLowerCase(), to: BOB, amount: 5n })).resolves.toBe(HASH)
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.params)).toEqual([
      [{ from: ALICE, to: BOB, value: '0xde0b6b3a7640000' }],
      [{ from: ALICE, to: TUSD, data: encodeErc20Transfer(BOB, 5n) }],
    ])
    await expect(adapter.sendNative?.(on(stubWallet({ chainId: 10 })), { to: BOB, amount: 1n })).rejects.toMatchObject({ name: 'ChainMismatchError' })
    await expect(adapter.sendNative?.(on(stubWallet({ onSend: () => '0x12' })), { to: BOB, amount: 1n })).rejects.toMatchObject({ name: 'InvalidTransactionHashError' })
  })

  it("a refusal in the wallet (4001) comes out as the kernel's SignatureDeclinedError; other failures as they are", async () => {
    const refusal = declined()
    const error = await adapter.sendNative?.(on(stubWallet({ onSend: () => Promise.reject(refusal) })), { to: BOB, amount: 1n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(error).toMatchObject({ shortMessage: 'Signature declined', cause: refusal })
    const funds = Object.assign(new Error('insufficient funds'), { code: -32000 })
    await expect(adapter.sendToken?.(on(stubWallet({ onSend: () => Promise.reject(funds) })), { token: TUSD, to: BOB, amount: 1n })).rejects.toBe(funds)
    // WalletConnect wallets refuse with 5000 (USER_REJECTED).
    const viaWalletConnect = Object.assign(new Error('User rejected.'), { code: 5000 })
    await expect(adapter.sendNative?.(on(stubWallet({ onSend: () => Promise.reject(viaWalletConnect) })), { to: BOB, amount: 1n })).rejects.toMatchObject({ shortMessage: 'Signature declined', cause: viaWalletConnect })
    const refuses = { request: () => Promise.reject(declined()) }
    for (const ask of [
      () => adapter.signMessage?.(on(refuses), { message: 'hi' }),
      () => adapter.signTypedData?.(on(refuses), { typedData: MAIL }),
      () => adapter.switchNetwork?.(on(refuses), mainnetLike),
      () => adapter.addNetwork?.(on(refuses), mainnetLike),
    ])
      await expect(ask()).rejects.toBeInstanceOf(SignatureDeclinedError)
  })

  it('signMessage sends the text as UTF-8 hex to personal_sign, and refuses an answer that is no signature (SPEC §5)', async () => {
    const requests: unknown[] = []
    const answer = (signature: unknown) => ({
      request: async (args: unknown) => {
        requests.push(args)
        return signature
      },
    })
    const signature = `0x${'1b'.repeat(65)}`
    await expect(adapter.signMessage?.(on(answer(signature)), { message: 'Hé' })).resolves.toBe(signature)
    expect(requests).toEqual([{ method: 'personal_sign', params: ['0x48c3a9', ALICE] }])
    for (const bad of ['0x1234', 'nope', null, `0x${'zz'.repeat(31)}`])
      await expect(adapter.signMessage?.(on(answer(bad)), { message: 'x' })).rejects.toMatchObject({ name: 'InvalidSignatureError' })
    // 0x plus 62 hex characters is the shortest signature SPEC §5 accepts.
    await expect(adapter.signTypedData?.(on(answer(`0x${'a'.repeat(62)}`)), { typedData: MAIL })).resolves.toBe(`0x${'a'.repeat(62)}`)
    const [from, json] = (requests.at(-1) as { params: [string, string] }).params
    expect(from).toBe(ALICE)
    expect(JSON.parse(json)).toEqual({
      domain: MAIL.domain,
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }],
        Mail: MAIL.types.Mail,
      },
      primaryType: 'Mail',
      message: { contents: 'Hello', amount: '100000000000000000000' },
    })
    // Data that does not match its types is refused before the wallet is asked.
    const asked = requests.length
    await expect(adapter.signTypedData?.(on(answer('0x')), { typedData: { ...MAIL, message: { contents: 'Hello', amount: -1n } } })).rejects.toThrow()
    expect(requests).toHaveLength(asked)
  })

  it('without a connected wallet: WalletProviderNotFoundError, before anything is asked', async () => {
    for (const wallet of [on(undefined), on({}), { provider: stubWallet(), address: undefined, network: mainnetLike }])
      await expect(adapter.sendNative?.(wallet, { to: BOB, amount: 1n })).rejects.toMatchObject({ name: 'WalletProviderNotFoundError', shortMessage: 'Wallet provider not found' })
  })

  it('nativeFeeReserve: twice the estimated gas at the gas price', async () => {
    await expect(adapter.nativeFeeReserve?.(on(stubWallet({ gasPrice: 5n })), { to: BOB })).resolves.toBe(2n * 21_000n * 5n)
  })
})

describe('eip155 capabilities on anvil', () => {
  let devnet: Devnet
  let wallet: TestWallet
  let network: Network
  let context: WalletContext
  const client = () => createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
  const tusdOf = (address: Address) =>
    client().readContract({ address: devnet.tokens.TUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  beforeAll(async () => {
    devnet = await startDevnet({ wallets: 4, smartAccounts: false })
    const [chain] = devnet.chains
    if (!chain) throw new Error('no devnet chain')
    network = defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const [account] = devnet.accounts
    const [first, second] = devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    if (!first || !second) throw new Error('the devnet has two chains')
    wallet = createTestWallet({ privateKey: account?.privateKey as Hex, chains: [first, second] })
    await wallet.request({ method: 'eth_requestAccounts' })
    context = on(wallet, network, account?.address)
  }, 60_000)
  afterAll(() => devnet?.stop())

  it('sendNative moves exactly the amount; sendToken moves exactly the base units of the token', async () => {
    const bob = devnet.accounts[1]?.address as Address
    const [eth, tusd] = [await client().getBalance({ address: bob }), await tusdOf(bob)]
    const nativeHash = (await adapter.sendNative?.(context, { to: bob.toLowerCase(), amount: parseEther('0.75') })) as Hex
    expect((await client().waitForTransactionReceipt({ hash: nativeHash })).status).toBe('success')
    expect((await client().getBalance({ address: bob })) - eth).toBe(parseEther('0.75'))
    const tokenHash = (await adapter.sendToken?.(context, { token: devnet.tokens.TUSD.address, to: bob, amount: 1_234_567n })) as Hex
    expect((await client().waitForTransactionReceipt({ hash: tokenHash })).status).toBe('success')
    expect((await tusdOf(bob)) - tusd).toBe(1_234_567n)
  })

  it('sendTransaction sends call data with value and gas; waitForTransaction tells a success from a revert', async () => {
    const bob = devnet.accounts[1]?.address as Address
    const before = await tusdOf(bob)
    const data = encodeErc20Transfer(bob, 42n)
    const hash = (await adapter.sendTransaction?.(context, { to: devnet.tokens.TUSD.address.toLowerCase(), data, gas: 100_000n })) as Hex
    await expect(adapter.waitForTransaction?.(context, { hash })).resolves.toBe('success')
    expect((await tusdOf(bob)) - before).toBe(42n)
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').at(-1)
    expect(sent?.params).toEqual([{ from: context.address, to: devnet.tokens.TUSD.address, data, gas: '0x186a0' }])
    // More than the account holds: with a gas limit given the wallet sends it, and it reverts on chain.
    const tooMuch = encodeErc20Transfer(bob, 10n ** 30n)
    const reverted = (await adapter.sendTransaction?.(context, { to: devnet.tokens.TUSD.address, data: tooMuch, gas: 100_000n })) as Hex
    await expect(adapter.waitForTransaction?.(context, { hash: reverted })).resolves.toBe('reverted')
    expect((await tusdOf(bob)) - before).toBe(42n)
    await expect(adapter.sendTransaction?.(context, { to: bob, data: '0x123' })).rejects.toThrow('Call data must be 0x-prefixed hex bytes')
  })

  it("a declined send sends nothing and says 'Signature declined'", async () => {
    const bob = devnet.accounts[1]?.address as Address
    const before = await client().getBalance({ address: bob })
    wallet.setReject({ sign: true })
    try {
      await expect(adapter.sendNative?.(context, { to: bob, amount: 1n })).rejects.toMatchObject({ name: 'SignatureDeclinedError', shortMessage: 'Signature declined' })
    } finally {
      wallet.setReject({})
    }
    expect(await client().getBalance({ address: bob })).toBe(before)
  })

  it('a wallet on another chain than the network sends nothing (Chain mismatch)', async () => {
    const other = { ...network, id: devnet.chains[1]?.chainId as number }
    await expect(adapter.sendNative?.({ ...context, network: other }, { to: BOB, amount: 1n })).rejects.toMatchObject({ shortMessage: 'Chain mismatch' })
  })

  it('signs messages and typed data the account verifiably signed', async () => {
    const address = context.address as Address
    const signature = (await adapter.signMessage?.(context, { message: 'Sign in to Portico' })) as Hex
    expect(await verifyMessage({ address, message: 'Sign in to Portico', signature })).toBe(true)
    const typedData = { ...MAIL, domain: { ...MAIL.domain, chainId: Number(network.id) } }
    const typed = (await adapter.signTypedData?.(context, { typedData })) as Hex
    expect(await verifyTypedData({ address, ...typedData, signature: typed })).toBe(true)
  })

  it('switches the wallet to a network, adding it first when the wallet does not know it', async () => {
    const second = { ...network, id: devnet.chains[1]?.chainId as number, rpcUrls: { default: { http: [devnet.chains[1]?.rpcUrl as string] } } }
    await adapter.switchNetwork?.(context, second)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe(`0x${second.id.toString(16)}`)
    await adapter.switchNetwork?.(context, network)
    const fresh = createTestWallet({ privateKey: devnet.accounts[0]?.privateKey as Hex, chains: [{ chainId: network.id as number, rpcUrl: devnet.chains[0]?.rpcUrl as string }] })
    await adapter.switchNetwork?.({ ...context, provider: fresh }, second)
    expect(fresh.requests.map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  })
})

import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHttpClient } from '../kernel/api/createHttpClient.js'
import { HttpRequestError } from '../kernel/errors/errors.js'
import { fetchTransactions } from '../plugins/activity/fetchTransactions.js'
import { toActivityItems } from '../plugins/activity/toActivityItems.js'
import type { HistoryEntry, HistoryResponse } from './api/historyRoutes.js'
import { devnetChain } from './devnetChain.js'
import { startDevnet, type Devnet } from './startDevnet.js'

// The indexer against the real anvil chains of a devnet, and the history API that reads what it stored.

let devnet: Devnet
const projectId = 'history-test'
const ANVIL = 'eip155:31337'
const ANVIL_TWO = 'eip155:31338'

beforeAll(async () => {
  devnet = await startDevnet({ wallets: 8, smartAccounts: false })
})
afterAll(() => devnet?.stop())

const blockchain = () => createHttpClient({ baseUrl: devnet.apiUrls.blockchain, projectId })
const account = (index: number) => devnet.accounts[index] as Devnet['accounts'][number]

async function history(address: string, query: Record<string, string | number | undefined> = {}): Promise<HistoryResponse> {
  return blockchain().get<HistoryResponse>(`/v1/account/${address}/history`, { query: { chainId: ANVIL, ...query } })
}

/** Every page of an address's history, following `next`. */
async function allPages(address: string, query: Record<string, string | number> = {}): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = []
  let cursor = query.cursor === undefined ? undefined : String(query.cursor)
  for (let page = 0; page < 50; page++) {
    const { data, next } = await history(address, { ...query, cursor })
    entries.push(...data)
    if (!next) return entries
    cursor = next
  }
  throw new Error('too many pages')
}

function wallet(index: number, chain = devnet.chains[0] as Devnet['chains'][number]) {
  const viemChain = devnetChain(chain)
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(account(index).privateKey), chain: viemChain, transport: http(chain.rpcUrl) }),
    client: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 20 }),
  }
}

/** Waits for the receipt, then for the indexer to have its block. */
async function mined(hash: Hex, chainIndex = 0) {
  const chain = devnet.chains[chainIndex] as Devnet['chains'][number]
  const receipt = await wallet(0, chain).client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  await devnet.indexer.waitForBlock(chain.caipNetworkId, receipt.blockNumber)
  return receipt
}

describe('indexer', () => {
  test('caught up from block 0: the token deployments and gifts are in the history', async () => {
    const { blockNumber } = await wallet(0).client.getBlockNumber().then((n) => ({ blockNumber: n }))
    expect(devnet.indexer.indexedUpTo(ANVIL)).toBeGreaterThanOrEqual(Number(blockNumber))
    expect(devnet.indexer.indexedUpTo(31338)).toBeGreaterThanOrEqual(8)

    const { data, next } = await history(account(1).address)
    expect(next).toBeNull()
    // Newest first: the TWETH gift was sent after the TUSD one.
    expect(data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.fungible_info?.symbol, tx.transfers[0]?.quantity.numeric])).toEqual([
      ['receive', 'TWETH', '5'],
      ['receive', 'TUSD', '1000'],
    ])
    const [twethGift] = data
    expect(twethGift).toMatchObject({
      metadata: { sentFrom: account(0).address, sentTo: devnet.tokens.TWETH.address, status: 'confirmed', chain: ANVIL },
      transfers: [{ direction: 'in', value: 15000, price: 3000, sender: account(0).address, recipient: account(1).address }],
    })
    expect(twethGift?.metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/)
    expect(twethGift?.transfers[0]?.fungible_info).toEqual({
      name: 'Test Wrapped Ether',
      symbol: 'TWETH',
      icon: { url: `${devnet.apiUrl}/assets/token/TWETH` },
    })

    // The deployer: each deployment mints the supply to it, then it sends the gifts and the treasury's share;
    // then the account-abstraction contracts; after that it deploys Uniswap V2, approves the router for three tokens
    // and adds three pools' liquidity.
    const deployer = await allPages(account(0).address, { limit: 100 })
    expect(deployer.map((tx) => tx.metadata.operationType)).toEqual([
      ...['trade', 'trade', 'trade'],
      ...['execute', 'execute', 'execute'],
      ...['deploy', 'deploy', 'deploy'],
      ...['execute', 'execute', 'execute'], // EntryPoint v0.8, Simple7702Account and the account factory, by the deterministic deployer
      ...['send', 'mint'], // TUSDC: no gifts, the treasury's share
      ...['send', 'send', 'send', 'mint'],
      ...['send', 'send', 'send', 'mint'],
    ])
    expect(deployer.at(-1)?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1000000' }, fungible_info: { symbol: 'TUSD' } })
  })

  test('sees a real ETH transfer made with viem, for the sender and the recipient', async () => {
    const { wallet: alice } = wallet(1)
    const hash = await alice.sendTransaction({ to: account(2).address, value: parseEther('1.5') })
    const receipt = await mined(hash)
    expect(devnet.indexer.indexedUpTo(ANVIL)).toBeGreaterThanOrEqual(Number(receipt.blockNumber))

    const [sent] = (await history(account(1).address)).data
    expect(sent).toEqual({
      id: hash,
      metadata: {
        operationType: 'send',
        hash,
        minedAt: expect.any(String),
        sentFrom: account(1).address,
        sentTo: account(2).address,
        status: 'confirmed',
        nonce: expect.any(Number),
        chain: ANVIL,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${devnet.apiUrl}/assets/token/ETH` } },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 4500,
          price: 3000,
          sender: account(1).address,
          recipient: account(2).address,
        },
      ],
    })
    const block = await wallet(0).client.getBlock({ blockNumber: receipt.blockNumber })
    expect(Date.parse(sent?.metadata.minedAt ?? '')).toBe(Number(block.timestamp) * 1000)
    const [received] = (await history(account(2).address)).data
    expect(received).toMatchObject({ id: hash, metadata: { operationType: 'receive' }, transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }] })
  })

  test('sees a real TUSD transfer, an approval as execute, and a reverted call as failed', async () => {
    const { wallet: bob } = wallet(2)
    const tusd = devnet.tokens.TUSD.address
    const hash = await bob.writeContract({ address: tusd, abi: erc20Abi, functionName: 'transfer', args: [account(3).address, parseUnits('12.5', 6)] })
    await mined(hash)
    const [sent] = (await history(account(2).address)).data
    expect(sent).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', sentFrom: account(2).address, sentTo: tusd, status: 'confirmed' },
      transfers: [{ fungible_info: { symbol: 'TUSD' }, direction: 'out', quantity: { numeric: '12.5' }, value: 12.5, recipient: account(3).address }],
    })
    const [received] = (await history(account(3).address)).data
    expect(received).toMatchObject({ id: hash, metadata: { operationType: 'receive' }, transfers: [{ direction: 'in', sender: account(2).address }] })

    const approve = await bob.writeContract({ address: tusd, abi: erc20Abi, functionName: 'approve', args: [account(3).address, 1n] })
    await mined(approve)
    // More than bob has: the token reverts. A fixed gas limit skips the estimate that would refuse to send it.
    const tooMuch = await bob.writeContract({
      address: tusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(3).address, parseUnits('1000000', 6)],
      gas: 100_000n,
    })
    const receipt = await mined(tooMuch)
    expect(receipt.status).toBe('reverted')
    const { data } = await history(account(2).address)
    expect(data.slice(0, 2).map((tx) => [tx.id, tx.metadata.operationType, tx.metadata.status, tx.transfers.length])).toEqual([
      [tooMuch, 'execute', 'failed', 0],
      [approve, 'execute', 'confirmed', 0],
    ])
  })

  test('waitForTransaction and the wait control route', async () => {
    const { wallet: carol } = wallet(3, devnet.chains[1])
    const hash = await carol.sendTransaction({ to: account(1).address, value: parseEther('0.25') })
    const response = await fetch(`${devnet.apiUrl}/__devnet/history/wait`, {
      method: 'POST',
      body: JSON.stringify({ chainId: ANVIL_TWO, hash, timeoutMs: 5000 }),
    })
    expect(response.status).toBe(200)
    await devnet.indexer.waitForTransaction(ANVIL_TWO, hash)
    const status = (await (await fetch(`${devnet.apiUrl}/__devnet/history/status`)).json()) as { indexedUpTo: Record<string, number> }
    expect(status.indexedUpTo[ANVIL_TWO]).toBe(devnet.indexer.indexedUpTo(ANVIL_TWO))
    await expect(devnet.indexer.waitForBlock(ANVIL, 1_000_000, { timeoutMs: 50 })).rejects.toThrow('not indexed within 50 ms')
    const late = await fetch(`${devnet.apiUrl}/__devnet/history/wait`, {
      method: 'POST',
      body: JSON.stringify({ chainId: ANVIL, block: 1_000_000, timeoutMs: 60 }),
    })
    expect(late.status).toBe(408)
  })
})

describe('GET /blockchain/v1/account/{address}/history', () => {
  test('pages with a cursor, newest first, stable while new blocks arrive', async () => {
    const address = account(1).address
    const everything = await allPages(address, { limit: 100 })
    expect(everything.length).toBeGreaterThanOrEqual(3)
    const minedAt = everything.map((tx) => Date.parse(tx.metadata.minedAt))
    expect(minedAt).toEqual([...minedAt].sort((a, b) => b - a))

    const first = await history(address, { limit: 2 })
    expect(first.data).toEqual(everything.slice(0, 2))
    expect(first.next).toEqual(expect.any(String))
    // A new transaction arrives between two pages: it goes before the first page, not into the second.
    const hash = await wallet(1).wallet.sendTransaction({ to: account(3).address, value: 1n })
    await mined(hash)
    const rest = await allPages(address, { limit: 2, cursor: first.next as string })
    expect([...first.data, ...rest]).toEqual(everything)
    expect((await history(address)).data[0]?.id).toBe(hash)
    // The default page size is 20.
    expect((await history(address)).data.length).toBeLessThanOrEqual(20)
  })

  test('lists only the requested chain; an unknown chain is empty; without chainId every chain', async () => {
    const address = account(1).address
    const anvil = await allPages(address, { limit: 100 })
    const anvilTwo = await allPages(address, { limit: 100, chainId: ANVIL_TWO })
    expect(anvil.every((tx) => tx.metadata.chain === ANVIL)).toBe(true)
    expect(anvilTwo.every((tx) => tx.metadata.chain === ANVIL_TWO)).toBe(true)
    expect(anvilTwo[0]).toMatchObject({ metadata: { operationType: 'receive' }, transfers: [{ quantity: { numeric: '0.25' } }] })
    expect(await history(address, { chainId: 'eip155:999' })).toEqual({ data: [], next: null })
    const both = await blockchain().get<HistoryResponse>(`/v1/account/${address}/history`, { query: { limit: 100 } })
    expect(new Set(both.data.map((tx) => tx.id))).toEqual(new Set([...anvil, ...anvilTwo].map((tx) => tx.id)))
    // A CAIP-10 address works too; an on-ramp history is empty on the devnet.
    expect((await history(`${ANVIL}:${address}`)).data[0]?.id).toBe(anvil[0]?.id)
    expect(await history(address, { onramp: 'coinbase' })).toEqual({ data: [], next: null })
    // A fresh address has no history.
    expect(await history('0x000000000000000000000000000000000000dEaD')).toEqual({ data: [], next: null })
  })

  test('spam seeds: transactions whose transfers are all spam NFTs, newest first, removable', async () => {
    const address = account(3).address as Address
    const seeded = await fetch(`${devnet.apiUrl}/__devnet/history/spam`, {
      method: 'POST',
      body: JSON.stringify({ address, chainId: ANVIL }),
    })
    const { data: ids } = (await seeded.json()) as { data: string[] }
    expect(ids).toHaveLength(2)
    const { data } = await history(address)
    expect(data.slice(0, 2).map((tx) => tx.id)).toEqual([...ids].reverse())
    for (const tx of data.slice(0, 2)) {
      expect(tx.metadata).toMatchObject({ operationType: 'receive', chain: ANVIL, sentTo: address })
      expect(tx.transfers).toHaveLength(2)
      expect(tx.transfers.every((t) => t.nft_info?.flags.is_spam === true && !t.fungible_info)).toBe(true)
      expect(tx.transfers[0]?.nft_info?.content.preview?.url).toBe(`${devnet.apiUrl}/assets/asset/ethereum`)
    }
    expect(data.slice(2).some((tx) => tx.transfers.some((t) => t.nft_info))).toBe(false)
    // Only on the chain asked for.
    expect((await history(address, { chainId: ANVIL_TWO })).data.some((tx) => ids.includes(tx.id))).toBe(false)

    const removed = await fetch(`${devnet.apiUrl}/__devnet/history/spam`, { method: 'DELETE' })
    expect(await removed.json()).toEqual({ deleted: 2 })
    expect((await history(address)).data.some((tx) => ids.includes(tx.id))).toBe(false)

    const bad = await fetch(`${devnet.apiUrl}/__devnet/history/spam`, { method: 'POST', body: JSON.stringify({ address: 'nope', chainId: ANVIL }) })
    expect(bad.status).toBe(400)
  })

  test("the 'history' fault switch breaks it; bad input answers 400", async () => {
    const address = account(1).address
    const setFaults = (faults: unknown) =>
      fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: JSON.stringify(faults) }).then((r) => r.json())
    expect(await setFaults({ history: 500 })).toMatchObject({ faults: { history: { respond: 500 } } })
    const failure = await history(address).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpRequestError)
    expect((failure as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
    await setFaults({ history: { respond: 503, times: 1 } })
    await expect(history(address)).rejects.toThrow('HTTP status code: 503')
    expect((await history(address)).data.length).toBeGreaterThan(0)
    await setFaults({})

    const get = (path: string) => fetch(`${devnet.apiUrls.blockchain}${path}`)
    expect((await get(`/v1/account/${address}/history?chainId=${ANVIL}`)).status).toBe(400) // no projectId
    expect((await get(`/v1/account/nope/history?projectId=p`)).status).toBe(400)
    expect((await get(`/v1/account/${address}/history?projectId=p&cursor=bogus`)).status).toBe(400)
    expect((await get(`/v1/account/${address}/history?projectId=p&limit=0`)).status).toBe(400)
  })
})

describe('the activity plugin on the devnet history', () => {
  test('its schema reads the answers; spam and other chains stay out of the list', async () => {
    const address = account(3).address
    await fetch(`${devnet.apiUrl}/__devnet/history/spam`, { method: 'POST', body: JSON.stringify({ address, chainId: ANVIL, count: 3 }) })
    const page = await fetchTransactions(blockchain(), { address, chainId: ANVIL })
    expect(page.data.length).toBeGreaterThan(3)
    const items = toActivityItems(page.data, { chainId: ANVIL, locale: 'en' })
    const rows = items.flatMap((item) => (item.kind === 'transaction' ? [item] : []))
    expect(rows).toHaveLength(page.data.length - 3)
    // The newest: 1 wei from account 1 (the paging test).
    expect(rows[0]).toMatchObject({ title: 'activity.received', amount: '<0.0001 ETH', counterparty: { message: 'activity.from', address: '0x7099…79C8' } })
    expect(rows.map((row) => row.amount)).toContain('12.5 TUSD')
    expect(toActivityItems(page.data, { chainId: ANVIL_TWO, locale: 'en' })).toEqual([])
    await fetch(`${devnet.apiUrl}/__devnet/history/spam`, { method: 'DELETE' })
  })
})

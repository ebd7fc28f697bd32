import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getIdentity } from '../chains/eip155/getIdentity.js'
import { isValidName } from '../chains/eip155/isValidName.js'
import { createHttpClient, type HttpClient } from '../kernel/api/createHttpClient.js'
import { fetchAccountBalances } from '../kernel/api/fetchAccountBalances.js'
import { createWalletDirectory } from '../kernel/api/walletDirectory.js'
import { BaseError } from '../kernel/errors/BaseError.js'
import { sanitizeName } from '../kernel/utils/sanitizeName.js'
import { fetchTransactions } from '../plugins/activity/fetchTransactions.js'
import { DEFAULT_ONRAMP_OPTIONS, fetchOnRampOptions } from '../plugins/onramp/onRampOptions.js'
import { fetchOnRampQuote } from '../plugins/onramp/onRampQuote.js'
import {
  buildApprove,
  buildSwap,
  fetchAllowance,
  fetchGasPrice,
  fetchPrices,
  fetchQuote,
  fetchSupportedChains,
  fetchSwapTokens,
} from '../plugins/swaps/convertApi.js'
import { mainnet } from './fixtures.js'

// Every API client the kernel and the plugins parse, fed arbitrary answers (a seeded, bounded fast-check run):
// each call gives a value of its shape or fails with a typed error (a BaseError), and nothing is left unhandled.

const SEED = 20_261_126
const RUNS = 60

/** An answer: a status and a body text. */
interface Answer {
  status: number
  body: string
}

/** Any JSON leaf, and values the readers must refuse: wrong types, huge and hostile strings, big numbers. */
const leaf = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'x'.repeat(100_000), 'Trust\u202EtellaW', 'Meta\u200BMask', '0x000…dEaD', '__proto__', 'constructor', '123', '-1'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
)
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(fc.string(), tie('any'), { maxKeys: 4 })),
})).any

/** An object with the given keys (each present or not), each holding a value of its own arbitrary or any value. */
const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([key, arb]) => [key, fc.oneof(arb, value)])), { requiredKeys: [] })
const listOf = (item: fc.Arbitrary<unknown>, maxLength = 6) => fc.oneof(fc.array(item, { maxLength }), value)

/** Answers: arbitrary JSON, text that is not JSON, error statuses, and bodies shaped like `shape` with hostile leaves. */
function answers(shape: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> {
  return fc.oneof(
    { weight: 4, arbitrary: shape.map((body) => ({ status: 200, body: JSON.stringify(body) ?? '' })) },
    { weight: 1, arbitrary: value.map((body) => ({ status: 200, body: JSON.stringify(body) ?? '' })) },
    { weight: 1, arbitrary: fc.string().map((body) => ({ status: 200, body })) },
    { weight: 1, arbitrary: fc.record({ status: fc.constantFrom(204, 301, 400, 401, 403, 404, 429, 500, 503), body: fc.string() }) },
  )
}

/** A client whose every call gets `answer`. */
function clientAnswering(answer: Answer): HttpClient {
  return createHttpClient({
    baseUrl: 'http://127.0.0.1:9',
    projectId: 'fuzz',
    fetch: async () => new Response(answer.status === 204 ? null : answer.body, { status: answer.status }),
  })
}

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
beforeAll(() => void process.on('unhandledRejection', onUnhandled))
afterAll(() => {
  process.off('unhandledRejection', onUnhandled)
})

/**
 * Runs `call` against arbitrary answers: it must resolve with what `check` accepts, or reject with a BaseError.
 */
async function fuzz<T>(shape: fc.Arbitrary<unknown>, call: (client: HttpClient) => Promise<T>, check: (result: T) => void = () => {}) {
  await fc.assert(
    fc.asyncProperty(answers(shape), async (answer) => {
      let result: T
      try {
        result = await call(clientAnswering(answer))
      } catch (error) {
        expect(error, String(error)).toBeInstanceOf(BaseError)
        return
      }
      check(result)
    }),
    { seed: SEED, numRuns: RUNS },
  )
  // Late rejections of anything the call started.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(unhandled).toEqual([])
}

const HIDDEN = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u
const expectShown = (name: string, max = 64) => {
  expect(HIDDEN.test(name), JSON.stringify(name)).toBe(false)
  expect(Array.from(name).length).toBeLessThanOrEqual(max)
}

const wallet = shaped({
  id: fc.string({ maxLength: 8 }),
  name: leaf,
  image_id: fc.oneof(fc.string(), fc.constant(null)),
  image_url: fc.oneof(fc.webUrl(), fc.constant(null)),
  rdns: fc.oneof(fc.domain(), fc.constant(null)),
  chains: fc.oneof(fc.array(fc.string()), fc.constant(null)),
  mobile_link: fc.oneof(fc.string(), fc.constant(null)),
})
const walletsPage = (maxLength: number) => shaped({ data: listOf(wallet, maxLength), count: fc.oneof(fc.nat(), fc.double()) })
const amount = shaped({ amount: fc.oneof(fc.string(), fc.double()), currency: fc.string() })

describe('wallet directory answers (SPEC §7)', () => {
  it('getWallets: at most what each list asked for, names shown clean', async () => {
    const directory = (client: HttpClient) => createWalletDirectory(client)
    for (const [entries, call] of [
      [4, (c: HttpClient) => directory(c).fetchRecommended()],
      [40, (c: HttpClient) => directory(c).fetchWalletsPage({ page: 2 })],
      [100, (c: HttpClient) => directory(c).searchWallets({ search: 'a' })],
    ] as const)
      await fuzz(walletsPage(entries + 20), call, ({ data, count }) => {
        expect(data.length).toBeLessThanOrEqual(entries)
        expect(Number.isInteger(count) && count >= 0).toBe(true)
        for (const w of data) expectShown(w.name)
      })
    await fuzz(walletsPage(10), (c) => directory(c).fetchFeatured(['a', 'b']), (featured) => {
      expect(featured.length).toBeLessThanOrEqual(2)
      for (const w of featured) expect(['a', 'b']).toContain(w.id)
    })
  })

  it('config, origins and the analytics switch', async () => {
    const feature = shaped({ id: fc.constantFrom('email', 'social_login', 'swap', 'onramp'), isEnabled: fc.boolean(), config: fc.oneof(fc.array(fc.string()), fc.constant(null)) })
    await fuzz(shaped({ features: listOf(feature) }), (c) => createWalletDirectory(c).fetchConfig(), (features) => expect(Array.isArray(features)).toBe(true))
    await fuzz(shaped({ allowedOrigins: listOf(fc.string()) }), (c) => createWalletDirectory(c).fetchAllowedOrigins(), (origins) =>
      expect(origins.every((o) => typeof o === 'string')).toBe(true),
    )
    await fuzz(shaped({ isAnalyticsEnabled: fc.boolean() }), (c) => createWalletDirectory(c).fetchAnalyticsConfig(), ({ isAnalyticsEnabled }) =>
      expect(typeof isAnalyticsEnabled).toBe('boolean'),
    )
  })
})

describe('blockchain API answers (SPEC §7)', () => {
  const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

  it('balances', async () => {
    const token = shaped({
      name: leaf,
      symbol: leaf,
      chainId: fc.string(),
      address: fc.oneof(fc.string(), fc.constant(null)),
      value: fc.double(),
      price: fc.double(),
      quantity: shaped({ decimals: fc.oneof(fc.string(), fc.nat()), numeric: fc.string() }),
    })
    await fuzz(shaped({ balances: listOf(token) }), (c) => fetchAccountBalances(async () => c, ADDRESS, mainnet), (balances) =>
      expect(balances.every((b) => typeof b.quantity.numeric === 'string')).toBe(true),
    )
  })

  it('identity: a name only when it is a valid one', async () => {
    await fuzz(shaped({ name: fc.oneof(leaf, fc.domain()), avatar: fc.oneof(fc.webUrl(), fc.constant(null)) }), (c) => getIdentity({ address: ADDRESS }, { blockchainApi: async () => c }), ({ name }) => {
      if (name !== null) expect(isValidName(name) && sanitizeName(name, 255) === name).toBe(true)
    })
  })

  it('history', async () => {
    const transfer = shaped({
      fungible_info: shaped({ name: leaf, symbol: leaf, icon: shaped({ url: fc.string() }) }),
      nft_info: shaped({ name: leaf, flags: shaped({ is_spam: fc.boolean() }) }),
      direction: fc.constantFrom('in', 'out', 'self'),
      quantity: shaped({ numeric: fc.string() }),
    })
    const transaction = shaped({
      id: fc.string(),
      metadata: shaped({ operationType: fc.string(), hash: fc.string(), minedAt: fc.string(), sentFrom: fc.string(), sentTo: fc.string(), status: fc.string() }),
      transfers: listOf(transfer),
    })
    await fuzz(shaped({ data: listOf(transaction), next: fc.oneof(fc.string(), fc.constant(null)) }), (c) => fetchTransactions(c, { address: ADDRESS, chainId: 'eip155:1' }), ({ data }) => {
      for (const t of data) for (const transfer of t.transfers) if (transfer.fungible_info?.symbol) expectShown(transfer.fungible_info.symbol, 16)
    })
  })

  it('convert: tokens, quotes, supported chains, gas price, allowance, approvals, swaps, prices', async () => {
    const token = shaped({ name: leaf, symbol: leaf, address: fc.string(), decimals: fc.nat(), logoUri: fc.webUrl() })
    await fuzz(shaped({ tokens: listOf(token) }), (c) => fetchSwapTokens(c, 'eip155:1'), (tokens) => {
      for (const t of tokens) expectShown(t.name)
    })
    const units = fc.bigInt({ min: 0n, max: 2n ** 256n }).map(String)
    const quote = shaped({ fromAmount: units, toAmount: units, priceImpact: fc.double() })
    await fuzz(shaped({ quotes: listOf(quote) }), (c) => fetchQuote(c, { amount: '1', userAddress: 'a', from: 'f', to: 't', gasPrice: '1' }), (q) =>
      expect(/^\d+$/u.test(q.toAmount)).toBe(true),
    )
    await fuzz(shaped({ http: listOf(fc.string()), swaps: listOf(fc.string()) }), (c) => fetchSupportedChains(c))
    await fuzz(shaped({ standard: units, fast: units, instant: units }), (c) => fetchGasPrice(c, 'eip155:1'))
    await fuzz(shaped({ allowance: units }), (c) => fetchAllowance(c, { tokenAddress: 't', userAddress: 'u' }), (allowance) => expect(allowance >= 0n).toBe(true))
    const tx = shaped({ tx: shaped({ to: fc.string(), data: fc.string(), value: units, amount: units, eip155: shaped({ gas: units }) }) })
    await fuzz(tx, (c) => buildApprove(c, 'eip155', { userAddress: 'u', from: 'f', to: 't', amount: '1' }))
    await fuzz(tx, (c) => buildSwap(c, 'eip155', { amount: '1', slippage: 1, from: 'f', to: 't', userAddress: 'u', disableEstimate: false, projectId: 'p' }))
    await fuzz(shaped({ fungibles: listOf(shaped({ address: fc.string(), symbol: leaf, price: fc.double() })) }), (c) => fetchPrices(c, ['a'], 'p'))
  })

  it('on-ramp options and quotes: the API, else the SPEC §8 fallbacks', async () => {
    const network = shaped({ name: fc.string(), display_name: leaf, chain_id: fc.string(), contract_address: fc.oneof(fc.string(), fc.constant(null)) })
    const purchase = shaped({ id: fc.string(), name: leaf, symbol: leaf, networks: listOf(network) })
    const payment = shaped({ id: fc.string(), payment_method_limits: listOf(shaped({ id: fc.string(), min: fc.string(), max: fc.string() })) })
    await fuzz(shaped({ paymentCurrencies: listOf(payment), purchaseCurrencies: listOf(purchase) }), (c) => fetchOnRampOptions(c), ({ options }) => {
      expect(options.paymentCurrencies.length).toBeGreaterThan(0)
      for (const p of options.purchaseCurrencies) expectShown(p.symbol, 16)
    })
    const [paymentCurrency] = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies
    const [purchaseCurrency] = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies
    await fuzz(
      shaped({ purchaseAmount: amount, paymentTotal: amount, paymentSubtotal: amount, networkFee: amount, coinbaseFee: amount, quoteId: fc.string() }),
      (c) => fetchOnRampQuote(c, { purchaseCurrency: purchaseCurrency!, paymentCurrency: paymentCurrency!, amount: '100' }),
      (quote) => expect(typeof quote.quoteId).toBe('string'),
    )
  })
})

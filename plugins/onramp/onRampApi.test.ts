import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer, type ApiServer } from '../../devnet/api/createApiServer.js'
import { createStore } from '../../devnet/store.js'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import { onRamp as eip155OnRamp } from '../../chains/eip155/family.js'
import { onRamp as solanaOnRamp } from '../../chains/solana/family.js'
import { arbitrum, mainnet } from '../../test/fixtures.js'
import { coinbaseOnRampBody, fetchCoinbaseOnRampUrl, isCheckoutUrl } from './coinbaseOnRampUrl.js'
import { MELD_PUBLIC_KEY, meldOnRampUrl } from './meldOnRampUrl.js'
import { DEFAULT_ONRAMP_OPTIONS, fetchOnRampOptions } from './onRampOptions.js'
import { readOnRampProviders } from './onRampProviders.js'
import { MOCKED_QUOTE_ID, fetchOnRampQuote } from './onRampQuote.js'

// The on-ramp calls against the devnet's API on 127.0.0.1 (no chains: options and quotes need none).

let api: ApiServer
beforeAll(async () => {
  api = await createApiServer({ db: await createStore() })
})
afterAll(() => api?.close())

const client = () => createHttpClient({ baseUrl: api.urls.blockchain, projectId: 'onramp-unit' })
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('on-ramp options (SPEC §5, §7, §8)', () => {
  it('come from the API when it answers', async () => {
    const { options, source } = await fetchOnRampOptions(client())
    expect(source).toBe('api')
    expect(options.paymentCurrencies[0]?.payment_method_limits[0]).toEqual({ id: 'card', min: '1.00', max: '2500.00' })
  })

  it('fall back to the built-in defaults with the §5 limits when the call fails or answers nonsense', async () => {
    for (const fault of [500, 'invalid', 'malformed'] as const) {
      api.state.faults.set({ onrampOptions: fault })
      const { options, source } = await fetchOnRampOptions(client())
      expect(source).toBe('defaults')
      expect(options).toBe(DEFAULT_ONRAMP_OPTIONS)
    }
    api.state.faults.set({})
    const limits = Object.fromEntries(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map((c) => [c.id, c.payment_method_limits]))
    const expected = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(limits).toEqual({ USD: expected, EUR: expected })
  })
})

describe('on-ramp quotes (SPEC §7, §8)', () => {
  const [usd] = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies
  const [usdc] = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies

  it('come from the API', async () => {
    const quote = await fetchOnRampQuote(client(), { purchaseCurrency: usdc!, paymentCurrency: usd!, amount: '100' })
    expect(quote.purchaseAmount).toEqual({ amount: '98', currency: 'USDC' })
    expect(quote.quoteId).not.toBe(MOCKED_QUOTE_ID)
  })

  it("are mocked, echoing the amount with id 'mocked-quote-id', when the call fails", async () => {
    api.state.faults.set({ onrampQuote: 503 })
    const quote = await fetchOnRampQuote(client(), { purchaseCurrency: usdc!, paymentCurrency: usd!, amount: '42' })
    api.state.faults.set({})
    const echo = { amount: '42', currency: 'USD' }
    expect(quote).toEqual({
      purchaseAmount: echo,
      paymentTotal: echo,
      paymentSubtotal: echo,
      networkFee: echo,
      coinbaseFee: echo,
      quoteId: MOCKED_QUOTE_ID,
    })
  })

  it('reject when aborted, rather than being mocked', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      fetchOnRampQuote(client(), { purchaseCurrency: usdc!, paymentCurrency: usd!, amount: '1', signal: controller.signal }),
    ).rejects.toThrow()
  })
})

describe('provider URLs (SPEC §4, §7, §9)', () => {
  it('Coinbase: the §7 body with every §9 pay chain, the network mapped or ethereum', async () => {
    const coinbasePay = await eip155OnRamp.coinbasePay!()
    expect(coinbasePay.chain(arbitrum)).toBe('arbitrum')
    expect(coinbasePay.chain({ ...mainnet, id: 31337 })).toBe('ethereum')
    expect(solanaOnRamp.coinbasePay).toBeUndefined()
    const body = coinbaseOnRampBody({ address: ADDRESS, network: mainnet, coinbasePay, assets: ['USDC'], presetCryptoAmount: 98, presetFiatAmount: 100 })
    expect(body).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: expect.any(Array) as unknown, assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetCryptoAmount: 98,
      presetFiatAmount: 100,
    })
    expect([...(body.destinationWallets[0]?.blockchains ?? [])].sort()).toEqual(
      ['arbitrum', 'avalanche-c-chain', 'base', 'berachain', 'celo', 'ethereum', 'optimism', 'polygon'],
    )
    const url = new URL(await fetchCoinbaseOnRampUrl(client(), { address: ADDRESS, network: arbitrum, coinbasePay, assets: ['USDC'], presetFiatAmount: 50 }))
    expect(url.pathname).toBe('/onramp/coinbase/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ defaultNetwork: 'arbitrum', defaultAsset: 'USDC', presetFiatAmount: '50', partnerUserId: ADDRESS })
  })

  it("Coinbase: a checkout URL that is not https is refused (plain http only on this device's loopback)", async () => {
    for (const url of ['https://pay.coinbase.com/buy?x=1', 'http://127.0.0.1:8600/onramp', 'http://localhost/x', 'http://[::1]:3000/'])
      expect(isCheckoutUrl(url), url).toBe(true)
    for (const url of ['http://pay.coinbase.com/buy', 'http://192.168.1.2/', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x', ''])
      expect(isCheckoutUrl(url), url).toBe(false)
    const { createTestServer, sendJson } = await import('../../test/createTestServer.js')
    const server = await createTestServer()
    try {
      server.routes.set('/v1/generators/onrampurl', (_, res) => sendJson(res, 200, { url: 'http://pay.example.com/buy' }))
      const plain = createHttpClient({ baseUrl: server.baseUrl, projectId: 'p1' })
      await expect(fetchCoinbaseOnRampUrl(plain, { address: ADDRESS, network: mainnet, coinbasePay: await eip155OnRamp.coinbasePay!(), assets: ['USDC'] })).rejects.toThrow('Not a checkout URL')
    } finally {
      await server.close()
    }
  })

  it('Meld: the public key, SOL on solana and USDC elsewhere, the wallet address, the project id and the typed amount', () => {
    const params = (family: typeof eip155OnRamp) =>
      Object.fromEntries(new URL(meldOnRampUrl({ address: ADDRESS, destinationCurrency: family.destinationCurrency, projectId: 'p1' })).searchParams)
    expect(params(eip155OnRamp)).toEqual({ publicKey: MELD_PUBLIC_KEY, destinationCurrencyCode: 'USDC', walletAddress: ADDRESS, externalCustomerId: 'p1' })
    expect(params(solanaOnRamp).destinationCurrencyCode).toBe('SOL')
    // The amount typed in the modal, with its currency, when it is a positive decimal number.
    const withAmount = (amount: string) =>
      Object.fromEntries(new URL(meldOnRampUrl({ address: ADDRESS, destinationCurrency: 'USDC', projectId: 'p1', amount, currency: 'eur' })).searchParams)
    expect(withAmount(' 50.5 ')).toMatchObject({ sourceAmount: '50.5', sourceCurrencyCode: 'EUR' })
    for (const amount of ['', '0', 'abc', '1e3', '-5', '5,5']) expect(withAmount(amount), amount).not.toHaveProperty('sourceAmount')
    expect(meldOnRampUrl({ baseUrl: 'http://127.0.0.1:9/onramp/meld', address: ADDRESS, destinationCurrency: 'USDC', projectId: 'p1' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/onramp\/meld\?publicKey=/u,
    )
  })
})

describe('the provider option list (SPEC §5)', () => {
  it('accepts only an array of strings, keeping known providers in its order', () => {
    expect(readOnRampProviders(['meld', 'coinbase']).map((p) => p.label)).toEqual(['Meld', 'Coinbase'])
    expect(readOnRampProviders(['meld', 'acme']).map((p) => p.id)).toEqual(['meld'])
    expect(readOnRampProviders('coinbase')).toEqual([])
    expect(readOnRampProviders(['coinbase', 1])).toEqual([])
    expect(readOnRampProviders({ 0: 'coinbase', length: 1 })).toEqual([])
    expect(readOnRampProviders(false)).toEqual([])
    expect(readOnRampProviders(['coinbase'])[0]).toEqual({ id: 'coinbase', label: 'Coinbase', feeRange: '1-2%', imageId: 'coinbase' })
  })
})

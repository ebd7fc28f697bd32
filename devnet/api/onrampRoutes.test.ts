import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../startDevnet.js'
import type { HistoryResponse } from './historyRoutes.js'

let devnet: Devnet
const projectId = 'onramp-test'

beforeAll(async () => {
  devnet = await startDevnet({ wallets: 4 })
})
afterAll(() => devnet?.stop())

const api = (path: string, init?: RequestInit) => {
  const url = new URL(devnet.apiUrl + path)
  if (url.pathname.startsWith('/blockchain')) url.searchParams.set('projectId', projectId)
  return fetch(url, init)
}
const postJson = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function tusdcOf(owner: Address): Promise<bigint> {
  const [chain] = devnet.chains
  return createPublicClient({ transport: http(chain!.rpcUrl) }).readContract({
    address: devnet.tokens.TUSDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

describe('the devnet on-ramp', () => {
  test('options list the payment limits and the test tokens of every chain', async () => {
    const response = await api('/blockchain/v1/onramp/options')
    expect(response.status).toBe(200)
    const { paymentCurrencies, purchaseCurrencies } = (await response.json()) as {
      paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
      purchaseCurrencies: { symbol: string; networks: { chain_id: string; contract_address: string | null }[] }[]
    }
    expect(paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(paymentCurrencies[0]?.payment_method_limits[0]).toEqual({ id: 'card', min: '1.00', max: '2500.00' })
    expect(purchaseCurrencies.map((c) => c.symbol)).toEqual(['TUSDC', 'ETH'])
    expect(purchaseCurrencies[0]?.networks).toContainEqual(
      expect.objectContaining({ chain_id: '31337', contract_address: devnet.tokens.TUSDC.address }),
    )
  })

  test('a quote takes 1.5 % and a 0.50 network fee; a fault breaks it', async () => {
    const body = { purchaseCurrency: { symbol: 'TUSDC' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'TUSDC' }
    const quote = (await (await postJson('/blockchain/v1/onramp/quote', body)).json()) as Record<string, { amount: string }>
    expect(quote.purchaseAmount?.amount).toBe('98')
    expect(quote.coinbaseFee?.amount).toBe('1.50')
    expect(quote.networkFee?.amount).toBe('0.50')
    devnet.api.state.faults.set({ onrampQuote: 500, onrampOptions: 503 })
    expect((await postJson('/blockchain/v1/onramp/quote', body)).status).toBe(500)
    expect((await api('/blockchain/v1/onramp/options')).status).toBe(503)
    devnet.api.state.faults.set({})
  })

  test('a Coinbase url from onrampurl leads to a checkout whose Buy pays TUSDC from the treasury and records it', async () => {
    const buyer = devnet.accounts[2]!.address
    const { url } = (await (
      await postJson('/blockchain/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer, blockchains: ['ethereum', 'base'], assets: ['TUSDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetCryptoAmount: 24,
        presetFiatAmount: 25,
      })
    ).json()) as { url: string }
    const checkout = new URL(url)
    expect(checkout.origin).toBe(devnet.apiUrl)
    expect(checkout.pathname).toBe('/onramp/coinbase/buy/select-asset')
    expect(checkout.searchParams.get('defaultAsset')).toBe('TUSDC')
    expect(checkout.searchParams.get('presetFiatAmount')).toBe('25')
    expect(checkout.searchParams.get('partnerUserId')).toBe(buyer)
    const page = await (await fetch(url)).text()
    expect(page).toContain(buyer)
    expect(page).toContain('value="25"')

    const before = await tusdcOf(buyer)
    const response = await postJson('/onramp/purchase', {
      provider: 'coinbase',
      address: buyer,
      asset: 'TUSDC',
      sessionToken: checkout.searchParams.get('sessionToken'),
      fiatAmount: '25',
      fiatCurrency: 'USD',
      chainId: 'eip155:31337',
    })
    expect(response.status).toBe(200)
    const { hash } = (await response.json()) as { hash: string }
    // 25 - 0.38 fee - 0.50 network fee
    expect(await tusdcOf(buyer)).toBe(before + parseUnits('24.12', 6))

    const history = (path: string) =>
      api(`/blockchain/v1/account/${buyer}/history?chainId=eip155:31337${path}`).then((r) => r.json() as Promise<HistoryResponse>)
    const bought = await history('&onramp=coinbase')
    expect(bought.data.map((tx) => tx.id)).toEqual([hash])
    expect(bought.data[0]?.metadata).toMatchObject({ operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' })
    expect(bought.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '24.12' } })
    expect((await history('&onramp=meld')).data).toEqual([])
    const plain = await history('')
    expect(plain.data[0]).toMatchObject({ id: hash, metadata: { operationType: 'buy', status: 'confirmed' } })
  })

  test('the Meld page reads its four parameters; an asset the devnet cannot pay disables Buy', async () => {
    const buyer = devnet.accounts[3]!.address
    const meld = new URL(devnet.apiUrls.meld)
    meld.search = new URLSearchParams({ publicKey: 'key', destinationCurrencyCode: 'USDC', walletAddress: buyer, externalCustomerId: projectId }).toString()
    const page = await (await fetch(meld)).text()
    expect(page).toContain(buyer)
    expect(page).toContain('USDC (paid out as TUSDC)')
    expect(page).toContain(projectId)
    expect(page).not.toMatch(/id="buy" disabled/u)
    meld.searchParams.set('destinationCurrencyCode', 'SOL')
    expect(await (await fetch(meld)).text()).toMatch(/id="buy" disabled/u)
    const refused = await postJson('/onramp/purchase', {
      provider: 'meld', address: buyer, asset: 'SOL', fiatAmount: '50', fiatCurrency: 'USD', chainId: 'eip155:31337',
    })
    expect(refused.status).toBe(400)
  })
})

import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaKeypair } from '../solana/solanaKeys.js'
import { startDevnet, type Devnet } from '../startDevnet.js'
import type { HistoryResponse } from './historyRoutes.js'

let devnet: Devnet
const projectId = 'onramp-test'

beforeAll(async () => {
  devnet = await startDevnet({ wallets: 4, smartAccounts: false })
})
afterAll(() => devnet?.stop())

const api = (path: string, init?: RequestInit) => {
  const url = new URL(devnet.apiUrl + path)
  if (url.pathname.startsWith('/blockchain')) url.searchParams.set('projectId', projectId)
  return fetch(url, init)
}
const postJson = (path: string, body: unknown) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (owner: string) => BigInt((await solanaRpc<{ value: number }>('getBalance', [owner])).value)

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
  test('options list the payment limits, the test tokens of every chain and SOL on the Solana network', async () => {
    const response = await api('/blockchain/v1/onramp/options')
    expect(response.status).toBe(200)
    const { paymentCurrencies, purchaseCurrencies } = (await response.json()) as {
      paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
      purchaseCurrencies: { symbol: string; networks: { chain_id: string; contract_address: string | null }[] }[]
    }
    expect(paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(paymentCurrencies[0]?.payment_method_limits[0]).toEqual({ id: 'card', min: '1.00', max: '2500.00' })
    expect(purchaseCurrencies.map((c) => c.symbol)).toEqual(['TUSDC', 'ETH', 'SOL'])
    expect(purchaseCurrencies[0]?.networks).toContainEqual(
      expect.objectContaining({ chain_id: '31337', contract_address: devnet.tokens.TUSDC.address }),
    )
    // SOL arrives on the local Solana network, whose id is its CAIP-2 reference.
    expect(purchaseCurrencies[2]?.networks).toEqual([expect.objectContaining({ chain_id: devnet.solana.reference, contract_address: null })])
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
    meld.searchParams.set('destinationCurrencyCode', 'DOGE')
    expect(await (await fetch(meld)).text()).toMatch(/id="buy" disabled/u)
    const refused = await postJson('/onramp/purchase', {
      provider: 'meld', address: buyer, asset: 'DOGE', fiatAmount: '50', fiatCurrency: 'USD', chainId: 'eip155:31337',
    })
    expect(refused.status).toBe(400)
  })

  test('SOL goes only to a Solana address, and a TUSDC order only to an EVM one', async () => {
    const evm = devnet.accounts[3]!.address
    const sol = solanaKeypair('onramp unit: wrong family').address
    const meld = (walletAddress: string, code: string) =>
      fetch(`${devnet.apiUrls.meld}?${new URLSearchParams({ publicKey: 'key', destinationCurrencyCode: code, walletAddress, externalCustomerId: projectId })}`).then((r) => r.text())
    expect(await meld(evm, 'SOL')).toMatch(/id="buy" disabled/u)
    expect(await meld(evm, 'SOL')).toContain(`SOL is paid out on Solana, where ${evm} is no address.`)
    expect(await meld(sol, 'USDC')).toMatch(/id="buy" disabled/u)
    const order = { provider: 'meld', fiatAmount: '50', fiatCurrency: 'USD' }
    const solanaChain = devnet.solana.caipNetworkId
    expect((await postJson('/onramp/purchase', { ...order, address: evm, asset: 'SOL', chainId: solanaChain })).status).toBe(400)
    expect((await postJson('/onramp/purchase', { ...order, address: sol, asset: 'TUSDC', chainId: 'eip155:31337' })).status).toBe(400)
    // SOL on an anvil chain is no order either.
    expect((await postJson('/onramp/purchase', { ...order, address: sol, asset: 'SOL', chainId: 'eip155:31337' })).status).toBe(400)
    expect(await lamportsOf(sol)).toBe(0n)
  })

  test('Meld on a Solana address: the page prices SOL at the devnet price, Buy airdrops it on the ledger and the history lists it', async () => {
    // A new wallet with no SOL yet, as a first purchase is.
    const buyer = solanaKeypair('onramp unit: buyer').address
    const solanaChain = devnet.solana.caipNetworkId
    const meld = new URL(devnet.apiUrls.meld)
    meld.search = new URLSearchParams({ publicKey: 'key', destinationCurrencyCode: 'SOL', walletAddress: buyer, externalCustomerId: projectId }).toString()
    const page = await (await fetch(meld)).text()
    expect(page).toContain(buyer)
    expect(page).not.toMatch(/id="buy" disabled/u)
    expect(page).toContain(`<option value="${solanaChain}">Solana (local) (${solanaChain})</option>`)
    expect(page).not.toContain('eip155:31337')
    // 50 USD less 1.5 % and 0.50 network fee, at 150 USD a SOL: the same fees as for the other assets.
    const price = (await (await api(`/onramp/price?${new URLSearchParams({ fiatAmount: '50', fiatCurrency: 'USD', asset: 'SOL' })}`)).json()) as Record<string, string>
    expect(price).toMatchObject({ purchaseAmount: '0.325', providerFee: '0.75', networkFee: '0.50', symbol: 'SOL' })
    const quote = (await (
      await postJson('/blockchain/v1/onramp/quote', { purchaseCurrency: { symbol: 'SOL' }, paymentCurrency: { id: 'USD' }, amount: '50' })
    ).json()) as Record<string, { amount: string; currency: string }>
    expect(quote.purchaseAmount).toEqual({ amount: '0.325', currency: 'SOL' })

    const history = (query: string) =>
      api(`/blockchain/v1/account/${buyer}/history?chainId=${solanaChain}${query}`).then((r) => r.json() as Promise<HistoryResponse>)
    expect((await history('&onramp=meld')).data).toEqual([])
    const response = await postJson('/onramp/purchase', {
      provider: 'meld', address: buyer, asset: 'SOL', fiatAmount: '50', fiatCurrency: 'USD', chainId: solanaChain,
    })
    expect(response.status).toBe(200)
    const paid = (await response.json()) as { hash: string; chainId: string; purchaseAmount: string; symbol: string }
    expect(paid).toMatchObject({ chainId: solanaChain, purchaseAmount: '0.325', symbol: 'SOL' })
    expect(await lamportsOf(buyer)).toBe(325_000_000n)
    // Confirmed on the ledger, as a wallet or the kit would poll it.
    const [status] = await solanaRpc<{ value: { confirmationStatus: string; err: unknown }[] }>('getSignatureStatuses', [[paid.hash]]).then((r) => r.value)
    expect(status).toMatchObject({ confirmationStatus: 'finalized', err: null })

    const bought = await history('&onramp=meld')
    expect(bought.data.map((tx) => tx.id)).toEqual([paid.hash])
    expect(bought.data[0]?.metadata).toMatchObject({ operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', chain: solanaChain, sentTo: buyer })
    expect(bought.data[0]?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.325' }, price: 150, value: 48.75, recipient: buyer }),
    ])
    expect(bought.data[0]?.transfers[0]?.fungible_info).toMatchObject({ name: 'Solana', symbol: 'SOL' })
    expect((await history('&onramp=coinbase')).data).toEqual([])
    expect((await history('')).data[0]).toMatchObject({ id: paid.hash, metadata: { operationType: 'buy', status: 'confirmed' } })
    // The balance endpoint reads the same ledger.
    const balances = (await (await api(`/blockchain/v1/account/${buyer}/balance?chainId=${solanaChain}&currency=usd`)).json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[]
    }
    expect(balances.balances.find((b) => b.symbol === 'SOL')?.quantity.numeric).toBe('0.325')
  })
})

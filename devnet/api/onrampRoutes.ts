import { randomUUID } from 'node:crypto'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress, parseUnits, type Address } from 'viem'
import * as z from 'zod'
import { hasHistoryTransaction } from '../indexer.js'
import { checkoutPage } from '../onramp/checkoutPage.js'
import { createPayOut } from '../onramp/createPayOut.js'
import { isFiat, payoutAsset, priceOrder } from '../onramp/orderPrice.js'
import { recordPurchase } from '../onramp/purchases.js'
import { listTokens } from '../store.js'
import type { ApiChain, ApiState } from './apiState.js'
import { HttpError, readJson, sendBody, sendJson, type Route } from './http.js'

/** The devnet's payment limits (SPEC.md §3 payment currency), other than the kit's defaults of SPEC.md §5. */
const PAYMENT_CURRENCIES = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '1.00', max: '2500.00' },
    { id: 'ach_bank_account', min: '1.00', max: '10000.00' },
  ],
}))

/** How long a purchase waits for the indexer, so the history lists it once the page says it is done. */
const INDEX_WAIT_MS = 10_000

const amountSchema = z.union([z.string(), z.number()]).transform(String)
const currencyCode = (key: 'id' | 'symbol') =>
  z.union([z.string(), z.looseObject({ [key]: z.string() }).transform((value) => value[key] as string)])

const quoteSchema = z.looseObject({
  purchaseCurrency: currencyCode('symbol'),
  paymentCurrency: currencyCode('id'),
  amount: amountSchema,
  network: z.string().optional(),
})

const onrampUrlSchema = z.looseObject({
  destinationWallets: z
    .array(z.looseObject({ address: z.string(), blockchains: z.array(z.string()).optional(), assets: z.array(z.string()).optional() }))
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: amountSchema.optional(),
  presetFiatAmount: amountSchema.optional(),
})

const purchaseSchema = z.strictObject({
  provider: z.enum(['coinbase', 'meld']),
  address: z.string().refine((value) => isAddressOf('eip155', value) || isAddressOf('solana', value), 'an EVM or Solana address'),
  asset: z.string(),
  sessionToken: z.string().optional(),
  fiatAmount: z.string(),
  fiatCurrency: z.string(),
  chainId: z.string(),
})

type PayoutNamespace = 'eip155' | 'solana'

/** Whether `address` is an account of the chain family `namespace` (an EVM address, a base58 Solana one). */
function isAddressOf(namespace: PayoutNamespace, address: string): boolean {
  return namespace === 'solana' ? isSolanaAddress(address) : isAddress(address, { strict: false })
}

const FAMILY_NAMES: Readonly<Record<PayoutNamespace, string>> = { eip155: 'an EVM network', solana: 'Solana' }

interface CoinbaseSession {
  address: string
  assets: string[]
}

/**
 * The on-ramp of the blockchain API (SPEC.md §7: options, quote, the Coinbase onrampurl generator) and the
 * devnet's provider stand-ins (INFRA.md On-ramp): a Coinbase-style checkout at `/onramp/coinbase/buy/select-asset`
 * and a Meld-style one at `/onramp/meld`, whose Buy has the treasury (anvil #9) pay test tokens on chain, or
 * the local Solana ledger airdrop SOL to a Solana address, and records the purchase for the history API.
 */
export function onrampRoutes(state: ApiState, payOut = createPayOut()): Route[] {
  const sessions = new Map<string, CoinbaseSession>()
  const chainList = () => [...state.chains.values()]

  const tokenOf = (chain: ApiChain, symbol: string) =>
    listTokens(state.db, chain.caipNetworkId).find((token) => token.symbol === symbol && token.address)

  /** The networks an asset is paid out on: the anvil chains, or the local Solana network for SOL. */
  const pageChains = (namespace: PayoutNamespace | undefined) => {
    if (namespace !== 'solana') return chainList().map(({ caipNetworkId, name }) => ({ caipNetworkId, name }))
    return state.solana ? [{ caipNetworkId: state.solana.caipNetworkId, name: 'Solana (local)' }] : []
  }

  /** The checkout of an order: the address when it is one, and why Buy is off when the asset cannot reach it. */
  const orderPage = (raw: string | undefined, asset: string) => {
    const payout = payoutAsset(asset)
    const address = raw && (isAddressOf('eip155', raw) || isAddressOf('solana', raw)) ? raw : undefined
    return {
      address,
      asset,
      payoutSymbol: payout?.symbol,
      chains: pageChains(payout?.namespace),
      problem:
        address && payout && !isAddressOf(payout.namespace, address)
          ? `${asset} is paid out on ${FAMILY_NAMES[payout.namespace]}, where ${address} is no address.`
          : undefined,
    }
  }

  /** Airdrops SOL on the local Solana ledger; resolves the confirmed transaction's signature. */
  function payOutSol(chainId: string, to: string, amount: string): string {
    const solana = state.solana
    if (!solana || solana.caipNetworkId !== chainId) throw new HttpError(400, `No devnet chain ${chainId}`)
    const signature = solana.ledger.airdrop(to, parseUnits(amount, 9))
    const status = solana.ledger.status(signature)
    if (!status || status.err !== null) throw new HttpError(500, `Payout ${signature} failed`)
    return signature
  }

  return [
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/onramp\/options$/,
      fault: 'onrampOptions',
      needsProjectId: true,
      handle({ res }) {
        const networks = (symbol: string | undefined) =>
          chainList().map((chain) => ({
            name: chain.name.toLowerCase().replace(/\s+/gu, '-'),
            display_name: chain.name,
            chain_id: String(chain.chainId),
            contract_address: symbol ? (tokenOf(chain, symbol)?.address ?? null) : null,
          }))
        const solana = state.solana
        sendJson(res, 200, {
          paymentCurrencies: PAYMENT_CURRENCIES,
          purchaseCurrencies: [
            { id: 'tusdc', name: 'Test USD Coin', symbol: 'TUSDC', networks: networks('TUSDC') },
            { id: 'eth', name: 'Ether', symbol: 'ETH', networks: networks(undefined) },
            // On Solana a network's id is its CAIP-2 reference.
            ...(solana
              ? [{ id: 'sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana-local', display_name: 'Solana (local)', chain_id: solana.caipNetworkId.split(':')[1] ?? '', contract_address: null }] }]
              : []),
          ],
        })
      },
    },
    {
      method: 'POST',
      path: /^\/blockchain\/v1\/onramp\/quote$/,
      fault: 'onrampQuote',
      needsProjectId: true,
      async handle({ req, res }) {
        const { purchaseCurrency, paymentCurrency, amount } = parse(quoteSchema, await readJson(req))
        const price = priceOrder({ fiatAmount: amount, fiatCurrency: paymentCurrency, asset: purchaseCurrency })
        if (!price) throw new HttpError(400, `Cannot quote ${amount} ${paymentCurrency} of ${purchaseCurrency}`)
        const fiat = (value: string) => ({ amount: value, currency: paymentCurrency.toUpperCase() })
        sendJson(res, 200, {
          purchaseAmount: { amount: price.purchaseAmount, currency: purchaseCurrency },
          paymentTotal: fiat(price.paymentTotal),
          paymentSubtotal: fiat(price.paymentSubtotal),
          networkFee: fiat(price.networkFee),
          coinbaseFee: fiat(price.providerFee),
          quoteId: randomUUID(),
        })
      },
    },
    {
      method: 'POST',
      path: /^\/blockchain\/v1\/generators\/onrampurl$/,
      fault: 'onrampUrl',
      needsProjectId: true,
      async handle({ req, res, origin }) {
        const body = parse(onrampUrlSchema, await readJson(req))
        const [wallet] = body.destinationWallets
        const sessionToken = randomUUID()
        sessions.set(sessionToken, { address: wallet?.address ?? '', assets: wallet?.assets ?? [] })
        const query = new URLSearchParams({
          sessionToken,
          defaultNetwork: body.defaultNetwork ?? 'ethereum',
          defaultAsset: wallet?.assets?.[0] ?? 'USDC',
          fiatCurrency: 'USD',
          defaultExperience: body.defaultExperience ?? 'buy',
          defaultPaymentMethod: 'CARD',
          partnerUserId: body.partnerUserId ?? '',
        })
        if (body.presetCryptoAmount) query.set('presetCryptoAmount', body.presetCryptoAmount)
        if (body.presetFiatAmount) query.set('presetFiatAmount', body.presetFiatAmount)
        sendJson(res, 200, { url: `${origin}/onramp/coinbase/buy/select-asset?${query}` })
      },
    },
    {
      method: 'GET',
      path: /^\/onramp\/coinbase\/buy\/select-asset$/,
      handle({ res, url }) {
        const q = url.searchParams
        const sessionToken = q.get('sessionToken') ?? undefined
        const session = sessionToken ? sessions.get(sessionToken) : undefined
        const asset = q.get('defaultAsset') ?? session?.assets[0] ?? 'USDC'
        const address = session?.address || q.get('partnerUserId') || undefined
        const details: [string, string][] = [
          ['Network asked for', q.get('defaultNetwork') ?? '—'],
          ['Crypto amount asked for', q.get('presetCryptoAmount') ?? '—'],
          ['Payment method', q.get('defaultPaymentMethod') ?? '—'],
        ]
        sendPage(res, {
          provider: 'coinbase',
          ...orderPage(address, asset),
          fiatAmount: q.get('presetFiatAmount') ?? '',
          fiatCurrency: q.get('fiatCurrency') ?? 'USD',
          details,
          sessionToken: session ? sessionToken : undefined,
        })
      },
    },
    {
      method: 'GET',
      path: /^\/onramp\/meld$/,
      handle({ res, url }) {
        const q = url.searchParams
        sendPage(res, {
          provider: 'meld',
          ...orderPage(q.get('walletAddress') ?? undefined, q.get('destinationCurrencyCode') ?? ''),
          // Meld's defaults when the URL names no amount: $100.
          fiatAmount: q.get('sourceAmount') ?? '100',
          fiatCurrency: q.get('sourceCurrencyCode') ?? 'USD',
          details: [
            ['Customer', q.get('externalCustomerId') ?? '—'],
            ['Public key', q.get('publicKey') ? 'given' : 'missing'],
          ],
          sessionToken: undefined,
        })
      },
    },
    {
      method: 'GET',
      path: /^\/onramp\/price$/,
      handle({ res, url }) {
        const q = url.searchParams
        const asset = q.get('asset') ?? ''
        const price = priceOrder({ fiatAmount: q.get('fiatAmount') ?? '', fiatCurrency: q.get('fiatCurrency') ?? '', asset })
        if (!price) throw new HttpError(400, 'Cannot price this order')
        sendJson(res, 200, { ...price, symbol: payoutAsset(asset)?.symbol })
      },
    },
    {
      method: 'POST',
      path: /^\/onramp\/purchase$/,
      async handle({ req, res }) {
        const order = parse(purchaseSchema, await readJson(req))
        const session = order.sessionToken ? sessions.get(order.sessionToken) : undefined
        if (order.provider === 'coinbase' && order.sessionToken && !session) throw new HttpError(400, 'Unknown or expired session')
        const to = session?.address || order.address
        const asset = payoutAsset(order.asset)
        if (!asset) throw new HttpError(400, `${order.asset} is not available on this devnet`)
        if (!isFiat(order.fiatCurrency)) throw new HttpError(400, `${order.fiatCurrency} is not accepted`)
        const price = priceOrder(order)
        if (!price) throw new HttpError(400, 'Enter an amount the fees do not exceed')
        if (!isAddressOf(asset.namespace, to)) throw new HttpError(400, `${order.asset} is paid out on ${FAMILY_NAMES[asset.namespace]}, where ${to} is no address`)
        const purchase = {
          provider: order.provider,
          address: to,
          fiatAmount: price.paymentTotal,
          fiatCurrency: order.fiatCurrency.toUpperCase(),
          purchaseAmount: price.purchaseAmount,
          symbol: asset.symbol,
        }
        if (asset.namespace === 'solana') {
          const signature = payOutSol(order.chainId, to, price.purchaseAmount)
          recordPurchase(state.db, { ...purchase, chainId: order.chainId, hash: signature })
          return sendJson(res, 200, { hash: signature, chainId: order.chainId, purchaseAmount: price.purchaseAmount, symbol: asset.symbol })
        }
        const chain = state.chains.get(order.chainId)
        if (!chain) throw new HttpError(400, `No devnet chain ${order.chainId}`)
        const token = asset.symbol === 'ETH' ? undefined : tokenOf(chain, asset.symbol)
        if (asset.symbol !== 'ETH' && !token?.address) throw new HttpError(500, `${asset.symbol} is not deployed on ${chain.name}`)
        const hash = await payOut({
          chain,
          token: token?.address as Address | undefined,
          decimals: asset.decimals,
          amount: price.purchaseAmount,
          to: to as Address,
        })
        recordPurchase(state.db, { ...purchase, chainId: chain.caipNetworkId, hash })
        const deadline = Date.now() + INDEX_WAIT_MS
        while (!hasHistoryTransaction(state.db, chain.caipNetworkId, hash) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
        sendJson(res, 200, { hash, chainId: chain.caipNetworkId, purchaseAmount: price.purchaseAmount, symbol: asset.symbol })
      },
    },
  ]
}

function sendPage(res: Parameters<typeof sendBody>[0], page: Parameters<typeof checkoutPage>[0]): void {
  sendBody(res, 200, 'text/html; charset=utf-8', checkoutPage(page))
}

function parse<T>(schema: z.ZodType<T, unknown>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, z.prettifyError(result.error))
  return result.data
}

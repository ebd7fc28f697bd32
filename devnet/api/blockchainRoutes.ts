import { erc20Abi, formatUnits, getAddress, isAddress, type Address } from 'viem'
import { getIdentity, listTokens } from '../store.js'
import type { ApiChain, ApiState } from './apiState.js'
import { HttpError, sendError, sendJson, type Route } from './http.js'

/** One entry of GET /v1/account/{address}/balance (SPEC.md §3 Token balance). */
export interface BalanceEntry {
  name: string
  symbol: string
  /** CAIP-2 chain id. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  /** USD value of the quantity. */
  value: number
  /** USD price of one whole unit. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * The blockchain API under `/blockchain` (SPEC.md §7): supported chains, balances read live from the devnet
 * chains (native and ERC20, fixed demo prices) and identities. Every call needs the `projectId` query parameter.
 */
export function blockchainRoutes(state: ApiState): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/supported-chains$/,
      fault: 'supportedChains',
      needsProjectId: true,
      handle: ({ res }) =>
        sendJson(res, 200, {
          http: [...state.chains.keys()],
          ws: [],
          // The chains the convert API serves besides SPEC.md §9's swap networks: the devnet's own ids are not
          // in that list, so it says which of its chains swap (the swaps plugin reads this).
          swaps: [...state.chains.values()].filter((chain) => chain.swap).map((chain) => chain.caipNetworkId),
        }),
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/account\/(?<address>[^/]+)\/balance$/,
      fault: 'balance',
      needsProjectId: true,
      async handle({ res, url, params, origin }) {
        const chainId = url.searchParams.get('chainId')
        if (chainId?.startsWith('solana:')) return sendJson(res, 200, { balances: readSolanaBalances(state, chainId, params.address ?? '', origin) })
        const address = parseAddress(params.address ?? '')
        const currency = url.searchParams.get('currency') ?? 'usd'
        if (currency.toLowerCase() !== 'usd') throw new HttpError(400, `Unsupported currency ${currency}`)
        if (!chainId) throw new HttpError(400, 'Query parameter chainId is required')
        const chain = state.chains.get(chainId)
        if (!chain) return sendJson(res, 200, { balances: [] })
        let balances: BalanceEntry[]
        try {
          balances = await readBalances(state, chain, address, origin)
        } catch (error) {
          return sendError(res, 502, `Could not read ${chainId}: ${(error as Error).message}`)
        }
        sendJson(res, 200, { balances })
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/identity\/(?<address>[^/]+)$/,
      fault: 'identity',
      needsProjectId: true,
      handle({ res, params, origin }) {
        const identity = getIdentity(state.db, parseAddress(params.address ?? ''))
        sendJson(res, 200, {
          name: identity?.name ?? null,
          avatar: identity?.avatarId ? `${origin}/assets/avatar/${encodeURIComponent(identity.avatarId)}` : null,
        })
      },
    },
  ]
}

/** A plain or CAIP-10 (`eip155:31337:0x...`) address; 400 when it is not an EVM address. */
function parseAddress(raw: string): Address {
  const address = raw.split(':').at(-1) ?? ''
  if (!isAddress(address, { strict: false })) throw new HttpError(400, `Invalid address ${raw}`)
  return getAddress(address)
}

/** The native balance (always) and every ERC20 of the chain the address holds, read from the node. */
async function readBalances(state: ApiState, chain: ApiChain, address: Address, origin: string): Promise<BalanceEntry[]> {
  const tokens = listTokens(state.db, chain.caipNetworkId)
  const amounts = await Promise.all(
    tokens.map((token) =>
      token.address === null
        ? chain.client.getBalance({ address })
        : chain.client.readContract({
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
    ),
  )
  return tokens.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    if (token.address !== null && amount === 0n) return []
    const numeric = formatUnits(amount, token.decimals)
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      ...(token.address !== null && { address: `${chain.caipNetworkId}:${token.address}` }),
      value: Number(numeric) * token.price,
      price: token.price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: `${origin}/assets/token/${encodeURIComponent(token.imageId)}`,
    }
  })
}

/** Base58, 32 to 44 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/u

/** SOL (always) and every SPL token account of a Solana address, read from the local ledger; none for other networks. */
function readSolanaBalances(state: ApiState, chainId: string, raw: string, origin: string): BalanceEntry[] {
  const owner = raw.split(':').at(-1) ?? ''
  if (!SOLANA_ADDRESS.test(owner)) throw new HttpError(400, `Invalid address ${raw}`)
  const solana = state.solana
  if (!solana || solana.caipNetworkId !== chainId) return []
  const numeric = formatUnits(solana.ledger.balance(owner), 9)
  const sol: BalanceEntry = {
    name: 'Solana',
    symbol: 'SOL',
    chainId,
    value: Number(numeric) * solana.solPrice,
    price: solana.solPrice,
    quantity: { decimals: '9', numeric },
    iconUrl: `${origin}/assets/token/SOL`,
  }
  const tokens = solana.ledger.tokenAccounts(owner).flatMap((account): BalanceEntry[] => {
    if (account.amount === 0n) return []
    const known = solana.tokens.find((token) => token.mint === account.mint)
    const amount = formatUnits(account.amount, account.decimals)
    const short = `${account.mint.slice(0, 4)}…${account.mint.slice(-4)}`
    return [
      {
        name: known?.name ?? short,
        symbol: known?.symbol ?? short,
        chainId,
        address: `${chainId}:${account.mint}`,
        value: Number(amount) * (known?.price ?? 0),
        price: known?.price ?? 0,
        quantity: { decimals: String(account.decimals), numeric: amount },
        iconUrl: `${origin}/assets/token/${encodeURIComponent(known?.symbol ?? 'TSUSD')}`,
      },
    ]
  })
  return [sol, ...tokens]
}

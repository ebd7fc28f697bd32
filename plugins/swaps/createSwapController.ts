import { parseErrorMessage, type ChainNamespace, type HttpClient, type PluginContext } from 'portico'
import {
  buildApprove,
  buildSwap,
  fetchAllowance,
  fetchGasPrice,
  fetchPrices,
  fetchQuote,
  fetchSupportedChains,
  fetchSwapTokens,
  type BuiltTransaction,
} from './convertApi.js'
import { GasPriceNetworkNotSupportedError, SwapTransactionRevertedError, SwapsNetworkNotSupportedError } from './errors.js'
import { SWAP_SLIPPAGE } from './swapNetworks.js'

/** A token the convert API swaps on the active network, with what the account holds of it. */
export interface SwapToken {
  /** CAIP-10 address as the convert API names it (`eip155:1:0x…`; the native currency `…:0xeeee…eeee`). */
  address: string
  name: string
  symbol: string
  decimals: number
  logoUri?: string | undefined
  /** USD price of one whole unit, when known. */
  price?: number | undefined
}

/** Why the form cannot be swapped yet, by its catalogue key (`swap.issue.<code>`). */
export type SwapIssue = 'tokens' | 'amount' | 'invalidAmount' | 'tooManyDecimals' | 'insufficientBalance' | 'quote'

/** The swap form (AppKit's swap state), one per kit. Read it; change it through the controller. */
export interface SwapState {
  /** The CAIP-2 network the tokens belong to. */
  network: string | undefined
  /** 'unsupported': the network is not a swap network (SPEC.md §8 'Network not supported for Swaps'). */
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'
  /** Why the tokens could not be loaded. */
  loadError: string | undefined
  tokens: SwapToken[]
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** As typed, in whole units of the source token. */
  sourceTokenAmount: string
  /** The quoted amount out, whole units; `''` until quoted. */
  toTokenAmount: string
  /** Percent, from the quote. */
  priceImpact: number | undefined
  quoting: boolean
  /** Why the last quote failed. */
  quoteError: string | undefined
  /** The router may not take the source amount yet: the swap starts with an approval. */
  approvalNeeded: boolean
  /** The network's standard gas price in wei. */
  gasPrice: string | undefined
  /** The wallet is asked to approve or to swap. */
  step: 'approve' | 'swap' | undefined
  /** Why the last approve or swap failed; the form keeps its values. */
  error: string | undefined
}

export interface CreateSwapControllerParameters {
  kernel: PluginContext<'swaps'>
  /** How long typing must pause before a quote is asked. Default 300 ms. */
  debounceMs?: number
}

export interface SwapController {
  readonly state: SwapState
  /** Loads the network's swap tokens, prices and gas price (again when the network or account changed). */
  load(options?: { force?: boolean }): Promise<void>
  /**
   * The active network's gas prices in wei (SPEC.md §7 `/v1/convert/gas-price`); 'Network not supported for Gas
   * Price' (SPEC.md §8) without asking on a network that is not a swap network.
   */
  gasPrice(): Promise<{ standard: string; fast?: string | undefined; instant?: string | undefined }>
  /** What the account holds of `token`, whole units, as the kit's balances have it now (`'0'` when none). */
  balance(token: Pick<SwapToken, 'address'>): string
  /** Applies `open({ view: 'Swap', arguments })`: token symbols and an amount, once the tokens are in. */
  apply(arguments_: SwapArguments | undefined): Promise<void>
  setSourceToken(token: SwapToken | undefined): void
  setToToken(token: SwapToken | undefined): void
  /** Swaps the two sides; the quoted amount becomes the new amount. */
  switchTokens(): void
  setAmount(text: string): void
  /** Fills the whole balance of the source token. */
  setMax(): void
  /** What stops the swap now; `undefined` when it can go ahead. */
  issue(): SwapIssue | undefined
  /** Resolves once the quote under way (if any) has answered. */
  settled(): Promise<void>
  /** Approves first when needed, then swaps, each through the connected wallet and mined. Resolves whether it swapped. */
  swap(parameters: { successMessage: string }): Promise<boolean>
  reset(): void
  destroy(): void
}

/** What `open({ view: 'Swap', arguments })` takes, as AppKit offers it: token symbols and an amount. */
export interface SwapArguments {
  amount?: string | undefined
  fromToken?: string | undefined
  toToken?: string | undefined
}

declare module 'portico' {
  interface PluginMap {
    swaps: { state: SwapState; api: SwapController }
  }
  interface ViewDataMap {
    SwapSelectToken: { target: 'source' | 'to' }
    SwapPreview: undefined
  }
  interface EventMap {
    SWAP_SUCCESS: { from: string; to: string; amount: string; network: string | undefined; hash: string }
    SWAP_ERROR: { from: string; to: string; amount: string; network: string | undefined; message: string }
  }
}

const QUOTE_DEBOUNCE_MS = 300
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Views of the swap flow: success leaves them for Account. */
const SWAP_VIEWS: ReadonlySet<string> = new Set(['Swap', 'SwapSelectToken', 'SwapPreview'])

const plain = (caip: string) => caip.split(':').at(-1) ?? caip
const isNative = (token: SwapToken | undefined) => plain(token?.address ?? '').toLowerCase() === NATIVE

/** The empty swap form. */
export function initialSwapState(): SwapState {
  return {
    network: undefined,
    status: 'idle',
    loadError: undefined,
    tokens: [],
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: '',
    toTokenAmount: '',
    priceImpact: undefined,
    quoting: false,
    quoteError: undefined,
    approvalNeeded: false,
    gasPrice: undefined,
    step: undefined,
    error: undefined,
  }
}

/**
 * Makes the swap controller of a kit (SPEC.md §2 swap views, §7 convert API, §9 slippage): the network's swap
 * tokens with the account's balances, quotes asked as the amount changes (debounced; an answer for an older
 * input is dropped), the allowance check, then the approval and the swap sent through the connected wallet
 * with the chain package's `sendTransaction` and waited for with `waitForTransaction`. The form clears when the
 * network switches or the account disconnects.
 *
 * @example
 * const swaps = createSwapController({ kernel })
 * await swaps.load()
 * swaps.setToToken(swaps.state.tokens[1])
 * swaps.setAmount('0.1')
 * await swaps.settled()
 * await swaps.swap({ successMessage: 'Swap completed' })
 */
export function createSwapController({ kernel, debounceMs = QUOTE_DEBOUNCE_MS }: CreateSwapControllerParameters): SwapController {
  const state = kernel.state
  Object.assign(state, initialSwapState())
  let sequence = 0
  let loading: Promise<void> | undefined
  let loadedFor: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let abort: AbortController | undefined
  let pending: Promise<void> = Promise.resolve()
  let settle: (() => void) | undefined
  let swapChains: Promise<readonly string[]> | undefined

  const api = (): Promise<HttpClient> => kernel.api.blockchain()
  const network = () => kernel.account.network()
  const address = () => kernel.account.get()?.address
  const caipAddress = () => `${network()?.caipNetworkId}:${address()}`
  const amounts = () => kernel.chain().amounts

  /** Hands a failure the swap form gets past to the error reports (SPEC.md §8). */
  const report = (error: unknown) =>
    kernel.events.emit('ERROR_REPORT', {
      errorType: 'SwapsError',
      errorMessage: parseErrorMessage(error),
      stackTrace: error instanceof Error ? error.stack : undefined,
    })

  /**
   * The network's gas prices (SPEC.md §7 `/v1/convert/gas-price`); on a network that is not a swap network it
   * throws 'Network not supported for Gas Price' without asking (SPEC.md §8).
   */
  async function gasPrice(client: HttpClient, caipNetworkId: string) {
    if (!(await isSwapNetwork(caipNetworkId))) throw new GasPriceNetworkNotSupportedError()
    return fetchGasPrice(client, caipNetworkId)
  }

  /**
   * The swap networks its chain package declares for the network's family (SPEC.md §9, `swaps.networks`), and the
   * chains the blockchain API says it swaps on besides.
   */
  async function isSwapNetwork(caipNetworkId: string): Promise<boolean> {
    const chain = kernel.chain(caipNetworkId.split(':')[0] as ChainNamespace)
    if (chain.has('swaps') && (await chain.swaps()).networks.includes(caipNetworkId)) return true
    swapChains ??= api()
      .then(fetchSupportedChains)
      .then((chains) => chains.swaps ?? [])
      .catch((error: unknown) => {
        // As AppKit: a failed look-up counts as not supported; a later load asks again.
        swapChains = undefined
        report(error)
        return []
      })
    return (await swapChains).includes(caipNetworkId)
  }

  /** The account's balance of a convert-API token, from the kit's balances (the native one from the account). */
  function balanceOf(token: Pick<SwapToken, 'address'>): string {
    const account = kernel.account.get()
    const wanted = plain(token.address).toLowerCase()
    const entry = account?.tokenBalance.find((balance) =>
      wanted === NATIVE ? !balance.address : plain(balance.address ?? '').toLowerCase() === wanted,
    )
    if (entry) return entry.quantity.numeric
    return wanted === NATIVE ? (account?.balance ?? '0') : '0'
  }

  function cancelQuote(): void {
    sequence++
    clearTimeout(timer)
    abort?.abort()
    abort = undefined
    settle?.()
    settle = undefined
    state.quoting = false
  }

  /** The typed amount in base units of the source token, when it reads. */
  function sourceAmount(): bigint | undefined {
    const source = state.sourceToken
    if (!source) return undefined
    const read = amounts().parse(state.sourceTokenAmount.trim(), source.decimals)
    return read.value
  }

  /** Asks for a quote (and the allowance) after the debounce; only the answer for the latest input is kept. */
  function requote(): void {
    cancelQuote()
    state.toTokenAmount = ''
    state.priceImpact = undefined
    state.quoteError = undefined
    const source = state.sourceToken
    const target = state.toToken
    if (state.status !== 'ready' || !source || !target || source.address === target.address) return
    const amount = sourceAmount()
    if (!amount) return
    const seq = sequence
    const controller = new AbortController()
    abort = controller
    state.quoting = true
    pending = new Promise<void>((resolve) => {
      settle = resolve
      timer = setTimeout(() => {
        const work = async () => {
          const client = await api()
          const userAddress = address() ?? ''
          const [quote, allowance] = await Promise.all([
            fetchQuote(
              client,
              { amount: amount.toString(), userAddress, from: source.address, to: target.address, gasPrice: state.gasPrice ?? '0' },
              controller.signal,
            ),
            isNative(source) ? undefined : fetchAllowance(client, { tokenAddress: source.address, userAddress }, controller.signal),
          ])
          return { quote, allowance }
        }
        void work().then(
          ({ quote, allowance }) => {
            if (seq !== sequence) return
            state.toTokenAmount = amounts().format(BigInt(quote.toAmount), target.decimals)
            state.priceImpact = quote.priceImpact ?? undefined
            state.approvalNeeded = allowance !== undefined && allowance < amount
            finish()
          },
          (error: unknown) => {
            if (seq !== sequence) return
            state.quoteError = parseErrorMessage(error)
            finish()
          },
        )
        const finish = () => {
          state.quoting = false
          settle = undefined
          resolve()
        }
      }, debounceMs)
    })
  }

  async function loadFor(caipNetworkId: string): Promise<void> {
    state.status = 'loading'
    state.loadError = undefined
    try {
      if (!(await isSwapNetwork(caipNetworkId))) throw new SwapsNetworkNotSupportedError()
      const client = await api()
      const [tokens, gas] = await Promise.all([
        fetchSwapTokens(client, caipNetworkId),
        gasPrice(client, caipNetworkId).catch((error: unknown) => {
          // Quotes take the gas price as a hint only; without it they still answer.
          report(error)
          return undefined
        }),
      ])
      if (network()?.caipNetworkId !== caipNetworkId) return
      const list: SwapToken[] = tokens
        .filter((token) => Number.isInteger(token.decimals) && token.decimals > 0)
        .map((token) => ({
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          logoUri: token.logoUri ?? undefined,
        }))
      state.tokens = list
      state.gasPrice = gas?.standard
      state.sourceToken ??= list.find(isNative) ?? list[0]
      state.status = 'ready'
      // Prices only add the USD values; a failure leaves them out.
      fetchPrices(client, list.map((token) => token.address), kernel.options.projectId).then(
        (prices) => {
          for (const price of prices) {
            const token = list.find((t) => (price.address ? t.address === price.address : t.symbol === price.symbol))
            if (token) token.price = price.price
          }
          state.tokens = [...list]
          for (const side of [state.sourceToken, state.toToken]) {
            const priced = side && list.find((t) => t.address === side.address)
            if (side && priced) side.price = priced.price
          }
        },
        report,
      )
      requote()
    } catch (error) {
      if (network()?.caipNetworkId !== caipNetworkId) return
      state.status = error instanceof SwapsNetworkNotSupportedError ? 'unsupported' : 'failed'
      state.loadError = parseErrorMessage(error)
    }
  }

  function reset(): void {
    cancelQuote()
    pending = Promise.resolve()
    loadedFor = undefined
    loading = undefined
    Object.assign(state, initialSwapState())
  }

  function issue(): SwapIssue | undefined {
    const source = state.sourceToken
    const target = state.toToken
    if (!source || !target || source.address === target.address) return 'tokens'
    const text = state.sourceTokenAmount.trim()
    if (/^[0.]*$/u.test(text)) return 'amount'
    const read = amounts().parse(text, source.decimals)
    if (read.issue) return read.issue
    const balance = amounts().parse(balanceOf(source), source.decimals, { truncate: true }).value ?? 0n
    if (read.value > balance) return 'insufficientBalance'
    if (state.quoting || !state.toTokenAmount) return 'quote'
    return undefined
  }

  /** Sends what the API built through the wallet and waits for it to be mined; a revert throws. */
  async function sendBuilt(step: 'approve' | 'swap', tx: BuiltTransaction): Promise<string> {
    const chain = kernel.chain()
    const value = BigInt(tx.amount ?? tx.value ?? '0')
    const gas = tx.gas ? BigInt(tx.gas) : undefined
    const hash = await chain.sendTransaction({ to: plain(tx.to), data: tx.data, value, gas })
    if ((await chain.waitForTransaction({ hash })) !== 'success') throw new SwapTransactionRevertedError({ step, hash })
    return hash
  }

  const offs = [
    kernel.events.on('SWITCH_NETWORK', () => {
      if (state.step) return
      reset()
      if (kernel.kit.router.view === 'SwapPreview' || kernel.kit.router.view === 'SwapSelectToken') kernel.router.goBack()
    }),
    kernel.events.on('DISCONNECT_SUCCESS', reset),
  ]

  return {
    state,
    load({ force = false } = {}) {
      const caipNetworkId = network()?.caipNetworkId
      if (!caipNetworkId) return Promise.resolve()
      if (!force && loading && loadedFor === caipNetworkId) return loading
      loadedFor = caipNetworkId
      loading = loadFor(caipNetworkId)
      return loading
    },
    balance: balanceOf,
    async gasPrice() {
      return gasPrice(await api(), network()?.caipNetworkId ?? '')
    },
    async apply(args) {
      if (!args) return
      await loading
      const bySymbol = (symbol: string | undefined) =>
        symbol ? state.tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase()) : undefined
      const from = bySymbol(args.fromToken)
      const to = bySymbol(args.toToken)
      if (from) state.sourceToken = { ...from }
      if (to) state.toToken = { ...to }
      if (args.amount !== undefined) state.sourceTokenAmount = args.amount
      requote()
    },
    setSourceToken(token) {
      if (token && state.toToken?.address === token.address) state.toToken = state.sourceToken
      state.sourceToken = token ? { ...token } : undefined
      state.error = undefined
      requote()
    },
    setToToken(token) {
      if (token && state.sourceToken?.address === token.address) state.sourceToken = state.toToken
      state.toToken = token ? { ...token } : undefined
      state.error = undefined
      requote()
    },
    switchTokens() {
      const { sourceToken, toToken, toTokenAmount } = state
      state.sourceToken = toToken
      state.toToken = sourceToken
      state.sourceTokenAmount = toTokenAmount
      state.error = undefined
      requote()
    },
    setAmount(text) {
      state.sourceTokenAmount = text
      state.error = undefined
      requote()
    },
    setMax() {
      const source = state.sourceToken
      if (!source) return
      const balance = amounts().parse(balanceOf(source), source.decimals, { truncate: true }).value ?? 0n
      state.sourceTokenAmount = amounts().format(balance, source.decimals)
      state.error = undefined
      requote()
    },
    issue,
    async settled() {
      let current: Promise<void>
      do {
        current = pending
        await current
      } while (current !== pending)
    },
    async swap({ successMessage }) {
      if (state.step || issue()) return false
      const source = state.sourceToken as SwapToken
      const target = state.toToken as SwapToken
      const amount = sourceAmount() as bigint
      const caipNetworkId = network()?.caipNetworkId
      const properties = { from: source.symbol, to: target.symbol, amount: state.sourceTokenAmount.trim(), network: caipNetworkId }
      state.error = undefined
      try {
        if (!caipNetworkId || !(await isSwapNetwork(caipNetworkId))) throw new SwapsNetworkNotSupportedError()
        const client = await api()
        const userAddress = address() ?? ''
        const namespace = caipNetworkId.split(':')[0] ?? ''
        if (state.approvalNeeded) {
          state.step = 'approve'
          await sendBuilt('approve', await buildApprove(client, namespace, { userAddress, from: source.address, to: target.address, amount: amount.toString() }))
          state.approvalNeeded = false
        }
        state.step = 'swap'
        const tx = await buildSwap(client, namespace, {
          amount: amount.toString(),
          slippage: SWAP_SLIPPAGE,
          from: source.address,
          to: target.address,
          userAddress: caipAddress(),
          disableEstimate: false,
          projectId: kernel.options.projectId,
        })
        const hash = await sendBuilt('swap', tx)
        kernel.events.emit('SWAP_SUCCESS', { ...properties, hash })
        kernel.snackbar.show(successMessage, 'success')
        cancelQuote()
        Object.assign(state, { sourceTokenAmount: '', toTokenAmount: '', priceImpact: undefined, step: undefined })
        if (SWAP_VIEWS.has(kernel.kit.router.view)) kernel.router.reset('Account')
        // refreshBalances() shows its own failure ('Token Balance Unavailable'); the swap is done either way.
        void kernel.account.refreshBalances(undefined, { force: true }).catch(() => {})
        return true
      } catch (error) {
        const message = parseErrorMessage(error)
        state.error = message
        kernel.events.emit('SWAP_ERROR', { ...properties, message })
        // An approval may have gone through before the swap failed: the balances and allowance follow the chain.
        void kernel.account.refreshBalances(undefined, { force: true }).catch(() => {})
        return false
      } finally {
        state.step = undefined
      }
    },
    reset,
    destroy() {
      cancelQuote()
      for (const off of offs.splice(0)) off()
    },
  }
}


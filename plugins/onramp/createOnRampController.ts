import type { PluginContext } from 'portico'
import { fetchCoinbaseOnRampUrl } from './coinbaseOnRampUrl.js'
import { meldOnRampUrl } from './meldOnRampUrl.js'
import { DEFAULT_ONRAMP_OPTIONS, fetchOnRampOptions, type PaymentCurrency, type PurchaseCurrency } from './onRampOptions.js'
import { purchaseCurrenciesOn } from './purchaseCurrenciesOn.js'
import { ONRAMP_PROVIDERS, readOnRampProviders, type OnRampProvider, type OnRampProviderId } from './onRampProviders.js'
import { fetchOnRampQuote, type OnRampQuote } from './onRampQuote.js'
import { watchPurchases, type Purchase } from './watchPurchases.js'

/** The on-ramp form and the purchase in progress, one per kit. Read it; change it through the controller. */
export interface OnRampState {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrency: PaymentCurrency
  purchaseCurrency: PurchaseCurrency | undefined
  /** Where the currency lists came from: the API, or the built-in defaults after it failed (SPEC.md §8). */
  optionsSource: 'api' | 'defaults' | undefined
  /** The fiat amount as typed. */
  paymentAmount: string
  /** The quote of the typed amount; its id is 'mocked-quote-id' when the quote call failed (SPEC.md §8). */
  quote: OnRampQuote | undefined
  quoteLoading: boolean
  /** Coinbase's checkout URL for the account and the form; Coinbase stays disabled until there is one. */
  coinbaseUrl: string | undefined
  coinbaseUrlLoading: boolean
  coinbaseUrlFailed: boolean
  /** The provider picked, with the URL it opened. */
  selectedProvider: { id: OnRampProviderId; label: string; url: string } | undefined
  /** Whether the popup could open (a blocker may refuse it). */
  popupOpened: boolean
  /** The purchase that arrived while BuyInProgress watched. */
  purchase: Purchase | undefined
}

export interface CreateOnRampControllerParameters {
  kernel: PluginContext<'onramp'>
  /** How long typing must pause before a quote is asked for. Default 300 ms. */
  debounceMs?: number
  /** How often BuyInProgress asks whether the purchase arrived. Default 2000 ms. */
  watchIntervalMs?: number
  /** Opens the provider's page; by default a 600 × 800 popup without a way back to this page (`noopener`). */
  openWindow?: ((url: string) => unknown) | undefined
}

export interface OnRampController {
  readonly state: OnRampState
  /**
   * Fetches the currency lists once (defaults when the call fails), offers the tokens that arrive on the active
   * network, then fetches the quote and Coinbase's URL.
   */
  load(): Promise<void>
  setAmount(text: string): void
  setPaymentCurrency(currency: PaymentCurrency): void
  setPurchaseCurrency(currency: PurchaseCurrency): void
  /** The card limits of the payment currency, as the API or SPEC.md §5 give them. */
  limits(): { min: string; max: string } | undefined
  /** The providers of the resolved features that deliver to the active chain family. */
  providers(): OnRampProvider[]
  /** The checkout URL of a provider now; undefined while Coinbase's is not there. */
  providerUrl(id: OnRampProviderId): string | undefined
  /**
   * Opens a provider: the popup first, within the visitor's click (nothing is awaited before it), then
   * BuyInProgress, which watches for the purchase. Returns whether the provider had a URL.
   */
  select(id: OnRampProviderId): boolean
  /** Stops watching for a purchase. */
  stopWatching(): void
  destroy(): void
}

declare module 'portico' {
  interface ViewDataMap {
    OnRampTokenSelect: undefined
    OnRampFiatSelect: undefined
    BuyInProgress: undefined
  }
  interface PluginMap {
    onramp: { state: OnRampState; api: OnRampController }
  }
}

const [DEFAULT_PAYMENT] = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies as [PaymentCurrency]

/** The empty on-ramp form. */
export function initialOnRampState(): OnRampState {
  return {
    paymentCurrencies: [],
    purchaseCurrencies: [],
    paymentCurrency: DEFAULT_PAYMENT,
    purchaseCurrency: undefined,
    optionsSource: undefined,
    paymentAmount: '',
    quote: undefined,
    quoteLoading: false,
    coinbaseUrl: undefined,
    coinbaseUrlLoading: false,
    coinbaseUrlFailed: false,
    selectedProvider: undefined,
    popupOpened: false,
    purchase: undefined,
  }
}

/**
 * Opens the provider's page in a 600 × 800 popup (what the reference product opens) that cannot reach back to
 * this page: an empty popup is opened within the click, its `opener` cut, and only then sent to `url`, so the
 * provider's page finds `window.opener` null (`noopener`) while the kit still learns whether a blocker refused it.
 */
function openPopup(url: string): Window | null {
  const popup = window.open('', 'popupWindow', 'width=600,height=800,scrollbars=yes')
  if (!popup) return null
  try {
    popup.opener = null
  } catch {
    // A popup of this name from an earlier pick, on a provider's page (another origin), may refuse the write: its
    // opener was cut when it opened.
  }
  popup.location.href = url
  return popup
}

const isAmount = (text: string) => /^\d+(\.\d+)?$/u.test(text) && Number(text) > 0

/**
 * Makes the on-ramp controller of a kit (SPEC.md §4 On-ramp, §5, §7, §8, §9): the currency lists, the quote of
 * the typed amount (debounced, stale answers dropped), Coinbase's checkout URL, Meld's, and the purchase watch.
 *
 * @example
 * const onramp = createOnRampController({ kernel })
 */
export function createOnRampController({
  kernel,
  debounceMs = 300,
  watchIntervalMs = 2000,
  openWindow = openPopup,
}: CreateOnRampControllerParameters): OnRampController {
  const { state } = kernel
  let options: Promise<void> | undefined
  /** Every currency one can buy, on any network: what the options call (or the defaults) gave. */
  let allPurchaseCurrencies: PurchaseCurrency[] = []
  let debounce: ReturnType<typeof setTimeout> | undefined
  let inflight: AbortController | undefined
  let stopWatch: (() => void) | undefined

  const account = () => kernel.account.get()

  /** The quote, then Coinbase's URL with its amounts; a newer change aborts what an older one started. */
  async function refresh(): Promise<void> {
    inflight?.abort()
    const controller = (inflight = new AbortController())
    const { signal } = controller
    const address = account()?.address
    const amount = state.paymentAmount.trim()
    const purchase = state.purchaseCurrency
    try {
      const client = await kernel.api.blockchain()
      if (signal.aborted) return
      state.quoteLoading = Boolean(purchase && isAmount(amount))
      state.quote =
        purchase && isAmount(amount)
          ? await fetchOnRampQuote(client, { purchaseCurrency: purchase, paymentCurrency: state.paymentCurrency, amount, signal })
          : undefined
      state.quoteLoading = false
      const network = kernel.account.network()
      const loadCoinbasePay = onRamp()?.coinbasePay
      if (!address || !network || !loadCoinbasePay || !providerIds().includes('coinbase')) return
      state.coinbaseUrlLoading = true
      state.coinbaseUrlFailed = false
      const crypto = Number(state.quote?.purchaseAmount.amount)
      state.coinbaseUrl = await fetchCoinbaseOnRampUrl(client, {
        address,
        network,
        coinbasePay: await loadCoinbasePay(),
        assets: purchase ? [purchase.symbol] : state.purchaseCurrencies.map((currency) => currency.symbol),
        presetCryptoAmount: crypto > 0 ? crypto : undefined,
        presetFiatAmount: isAmount(amount) ? Number(amount) : undefined,
        signal,
      })
    } catch (error) {
      if (signal.aborted) return
      state.coinbaseUrl = undefined
      state.coinbaseUrlFailed = true
      kernel.events.emit('ERROR_REPORT', {
        errorType: 'OnRampUrlError',
        errorMessage: error instanceof Error ? error.message : String(error),
        stackTrace: error instanceof Error ? (error.stack ?? '') : '',
      })
    } finally {
      if (inflight === controller) {
        state.quoteLoading = false
        state.coinbaseUrlLoading = false
      }
    }
  }

  const later = () => {
    clearTimeout(debounce)
    // What Coinbase's URL was made for no longer holds; it comes back with the new amounts.
    state.coinbaseUrl = undefined
    state.coinbaseUrlLoading = true
    debounce = setTimeout(() => void refresh(), debounceMs)
  }

  const providerIds = () => providers().map((provider) => provider.id)

  /** What a checkout delivers on the active chain family (its chain package's `onRamp` capability). */
  const onRamp = () => {
    const chain = kernel.chain()
    return chain.has('onRamp') ? chain.onRamp : undefined
  }

  /** The configured providers that deliver to the active family (SPEC.md §9); all while none is active. */
  function providers(): OnRampProvider[] {
    const configured = readOnRampProviders(kernel.kit.features.resolved.onramp)
    if (!kernel.kit.chain.activeNamespace) return configured
    const delivering = onRamp()?.providers ?? []
    return configured.filter((provider) => delivering.includes(provider.id))
  }

  function providerUrl(id: OnRampProviderId): string | undefined {
    const address = account()?.address
    if (!address) return undefined
    if (id === 'coinbase') return state.coinbaseUrl
    const destinationCurrency = onRamp()?.destinationCurrency
    if (!destinationCurrency) return undefined
    return meldOnRampUrl({
      baseUrl: kernel.options.apiUrls?.meld,
      address,
      destinationCurrency,
      projectId: kernel.options.projectId,
      amount: state.paymentAmount,
      currency: state.paymentCurrency.id,
    })
  }

  function stopWatching() {
    stopWatch?.()
    stopWatch = undefined
  }

  return {
    state,
    load() {
      options ??= kernel.api.blockchain().then(async (client) => {
        const { options: lists, source } = await fetchOnRampOptions(client)
        state.paymentCurrencies = lists.paymentCurrencies
        allPurchaseCurrencies = lists.purchaseCurrencies
        state.paymentCurrency = lists.paymentCurrencies.find((c) => c.id === state.paymentCurrency.id) ?? (lists.paymentCurrencies[0] as PaymentCurrency)
        state.optionsSource = source
      })
      options.catch(() => (options = undefined))
      return options.then(() => {
        // The account may have moved to another network (or chain family) since the last time.
        const offered = purchaseCurrenciesOn(allPurchaseCurrencies, kernel.account.network())
        state.purchaseCurrencies = offered
        state.purchaseCurrency = offered.find((c) => c.id === state.purchaseCurrency?.id) ?? offered[0]
        return refresh()
      })
    },
    setAmount(text) {
      state.paymentAmount = text
      later()
    },
    setPaymentCurrency(currency) {
      state.paymentCurrency = currency
      later()
    },
    setPurchaseCurrency(currency) {
      state.purchaseCurrency = currency
      later()
    },
    limits() {
      const [limit] = state.paymentCurrency.payment_method_limits
      return limit && { min: limit.min, max: limit.max }
    },
    providers,
    providerUrl,
    select(id) {
      const url = providerUrl(id)
      const provider = ONRAMP_PROVIDERS.find((p) => p.id === id)
      const address = account()?.address
      if (!url || !provider || !address) return false
      // First, before anything is awaited: a popup opened later than the click is blocked.
      state.popupOpened = Boolean(openWindow(url))
      state.selectedProvider = { id, label: provider.label, url }
      state.purchase = undefined
      kernel.router.push('BuyInProgress')
      stopWatching()
      let stopped = false
      stopWatch = () => (stopped = true)
      void kernel.api.blockchain().then((client) => {
        if (stopped) return
        stopWatch = watchPurchases(client, {
          address,
          chainId: kernel.account.network()?.caipNetworkId,
          provider: id,
          intervalMs: watchIntervalMs,
          onPurchase(purchase) {
            state.purchase = purchase
            stopWatch = undefined
            // The balances show what arrived; their own failure shows 'Token Balance Unavailable'.
            void kernel.account.refreshBalances(undefined, { force: true }).catch(() => {})
          },
        })
      })
      return true
    },
    stopWatching,
    destroy() {
      clearTimeout(debounce)
      inflight?.abort()
      stopWatching()
    },
  }
}

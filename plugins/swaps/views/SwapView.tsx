import type { ViewDataMap } from 'portico'
import { Spinner, WalletImage, formatBalance, formatUsd, useActiveAccount, usePlugin, usePluginContext, useSnap, useTranslate, useStyleSheet } from 'portico/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { SwapController, SwapIssue, SwapToken } from '../createSwapController.js'
import { errorText } from './errorText.js'
import { issueText } from './issueText.js'
import { swapCss } from './swapCss.js'

/** Issues about the typed amount itself. */
const AMOUNT_ISSUES: ReadonlySet<SwapIssue> = new Set(['invalidAmount', 'tooManyDecimals', 'insufficientBalance'])

/**
 * Swap (SPEC.md §2): the token to pay with and its amount (with the balance and Max), the token to receive
 * and the quoted amount, asked again as the amount changes; "Review swap" opens SwapPreview. On a network
 * without swaps it says 'Network not supported for Swaps' (SPEC.md §8) and offers the network list. Opened
 * with `arguments` (token symbols, an amount), the form starts from them.
 */
export default function SwapView({ data }: { data?: ViewDataMap['Swap'] }) {
  const { t } = useTranslate()
  const controller = usePlugin('swaps')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SwapForm controller={controller} args={data} />
}

function SwapForm({ controller, args }: { controller: SwapController; args: ViewDataMap['Swap'] }) {
  useStyleSheet(swapCss)
  const { t, spec, locale } = useTranslate()
  const context = usePluginContext('swaps')
  const id = useId()
  const form = useSnap(controller.state)
  const { account, network } = useActiveAccount()
  const [submitted, setSubmitted] = useState(false)
  const applied = useRef(false)

  useEffect(() => {
    // Failures show in the form (state.status, state.loadError).
    void controller.load().then(() => {
      if (applied.current) return
      applied.current = true
      return controller.apply(args)
    })
  }, [controller, args, network?.caipNetworkId, account?.address])

  if (form.status === 'unsupported')
    return (
      <div className="pt-stack">
        <p className="pt-error-text" role="alert">
          {errorText(t, spec, form.loadError ?? 'Network not supported for Swaps')}
        </p>
        <p className="pt-muted">{t('swap.unsupported', { network: network?.name ?? '' })}</p>
        <button type="button" className="pt-btn pt-btn-primary" onClick={() => context.router.push('Networks')}>
          {t('swap.switchNetwork')}
        </button>
      </div>
    )
  if (form.status === 'failed')
    return (
      <div className="pt-stack">
        <p className="pt-error-text" role="alert">
          {t('swap.loadFailed', { message: errorText(t, spec, form.loadError ?? '') })}
        </p>
        <button type="button" className="pt-btn pt-btn-primary" onClick={() => void controller.load({ force: true })}>
          {t('swap.retry')}
        </button>
      </div>
    )
  // While the tokens load, the form shows as it will, its controls disabled: the card has its height from the first
  // frame, not a status line's that it then grows from.
  const loading = form.status !== 'ready'

  const source = form.sourceToken as SwapToken | undefined
  const target = form.toToken as SwapToken | undefined
  // What is wrong with the amount shows as it is typed; the rest once "Review swap" was pressed.
  const current = controller.issue()
  const issue = submitted || (current && AMOUNT_ISSUES.has(current)) ? current : undefined
  const usd = (token: SwapToken | undefined, amount: string) =>
    token?.price !== undefined && amount && Number.isFinite(Number(amount)) ? t('swap.usd', { value: formatUsd(Number(amount) * token.price, locale) }) : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!controller.issue()) context.router.push('SwapPreview')
  }
  const pick = (target: 'source' | 'to') => context.router.push('SwapSelectToken', { target })

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset className="pt-stack pt-swap-form" disabled={loading}>
        {loading ? (
          <p className="pt-sr-only" role="status">
            {t('swap.loading')}
          </p>
        ) : null}
        <section className="pt-swap-side" aria-labelledby={`${id}-pay`}>
          <span className="pt-label" id={`${id}-pay`}>
            {t('swap.pay')}
          </span>
          <div className="pt-swap-line">
            <input
              id={`${id}-amount`}
              aria-label={t('swap.amount')}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder="0"
              value={form.sourceTokenAmount}
              aria-invalid={Boolean(issue && issue !== 'tokens' && issue !== 'quote') || undefined}
              aria-describedby={`${id}-balance${issue ? ` ${id}-issue` : ''}`}
              onChange={(event) => controller.setAmount(event.target.value)}
            />
            <TokenButton token={source} label={t('swap.chooseToken', { symbol: source?.symbol ?? t('swap.selectToken') })} onClick={() => pick('source')} />
          </div>
          <div className="pt-swap-note pt-muted">
            <span id={`${id}-balance`}>{source ? t('swap.balance', { balance: formatBalance(controller.balance(source), source.symbol, locale) }) : null}</span>
            <span>{usd(source, form.sourceTokenAmount)}</span>
            <button type="button" className="pt-btn pt-btn-secondary" disabled={!source} onClick={() => controller.setMax()}>
              {t('swap.max')}
            </button>
          </div>
        </section>
        <button type="button" className="pt-icon-btn pt-swap-switch" aria-label={t('swap.switch')} onClick={() => controller.switchTokens()}>
          ⇅
        </button>
        <section className="pt-swap-side" aria-labelledby={`${id}-receive`}>
          <span className="pt-label" id={`${id}-receive`}>
            {t('swap.receive')}
          </span>
          <div className="pt-swap-line">
            <output aria-label={t('swap.quoted')} aria-live="polite" aria-busy={form.quoting || undefined}>
              {form.quoting ? <Spinner small label={t('swap.quoting')} /> : form.toTokenAmount || '0'}
            </output>
            <TokenButton token={target} label={t('swap.chooseToToken', { symbol: target?.symbol ?? t('swap.selectToken') })} onClick={() => pick('to')} />
          </div>
          <div className="pt-swap-note pt-muted">
            <span>{target ? t('swap.balance', { balance: formatBalance(controller.balance(target), target.symbol, locale) }) : null}</span>
            <span>{usd(target, form.toTokenAmount)}</span>
          </div>
        </section>
        {form.quoteError ? (
          <div className="pt-stack">
            <p className="pt-error-text" role="alert">
              {t('swap.quoteFailed', { message: errorText(t, spec, form.quoteError) })}
            </p>
            <button type="button" className="pt-btn pt-btn-secondary" onClick={() => controller.setAmount(form.sourceTokenAmount)}>
              {t('swap.retryQuote')}
            </button>
          </div>
        ) : null}
        {issue && !form.quoteError ? (
          <p className={issue === 'quote' ? 'pt-muted' : 'pt-error-text'} role={issue === 'quote' ? 'status' : 'alert'} id={`${id}-issue`}>
            {issueText(t, issue, source)}
          </p>
        ) : null}
        <button type="submit" className="pt-btn pt-btn-primary" aria-busy={loading || undefined}>
          {loading ? <span className="pt-spinner pt-spinner-s" aria-hidden="true" /> : null}
          {t('swap.review')}
        </button>
      </fieldset>
    </form>
  )
}

function TokenButton({ token, label, onClick }: { token: SwapToken | undefined; label: string; onClick: () => void }) {
  const { t } = useTranslate()
  return (
    <button type="button" className="pt-btn pt-btn-secondary pt-swap-token" aria-label={label} onClick={onClick}>
      {token ? <WalletImage name={token.symbol} imageUrl={token.logoUri} size={20} shape="network" /> : null}
      <span>{token?.symbol ?? t('swap.selectToken')}</span>
    </button>
  )
}

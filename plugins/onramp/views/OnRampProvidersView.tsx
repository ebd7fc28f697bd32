import {
  Spinner,
  TextField,
  WalletImage,
  formatBalance,
  formatNumber,
  usePlugin,
  usePluginContext,
  useSnap,
  useTranslate,
  useStyleSheet,
} from 'portico/ui'
import { useEffect, useId } from 'react'
import type { OnRampController } from '../createOnRampController.js'
import { MOCKED_QUOTE_ID } from '../onRampQuote.js'
import { onrampCss } from './onrampCss.js'

/**
 * OnRampProviders (SPEC.md §2, §4 On-ramp): the amount to pay with its currency, the token and what the quote
 * gives, and the providers (label and fee range). Coinbase stays disabled until its checkout URL is there. A
 * provider opens in a popup within the click, then BuyInProgress.
 */
export default function OnRampProvidersView() {
  const { t } = useTranslate()
  const controller = usePlugin('onramp')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <Providers controller={controller} />
}

function Providers({ controller }: { controller: OnRampController }) {
  useStyleSheet(onrampCss)
  const { t, locale } = useTranslate()
  const id = useId()
  const context = usePluginContext('onramp')
  const form = useSnap(controller.state)
  useEffect(() => {
    void controller.load()
  }, [controller])

  const currency = form.paymentCurrency.id
  const limits = controller.limits()
  const amount = form.paymentAmount.trim()
  const outOfLimits =
    limits && amount !== '' && !(Number(amount) >= Number(limits.min) && Number(amount) <= Number(limits.max))
  const bounds = limits && { min: formatNumber(limits.min, locale), max: formatNumber(limits.max, locale), currency }
  const symbol = form.purchaseCurrency?.symbol
  const providers = controller.providers()

  return (
    <div className="pt-stack">
      <TextField
        label={t('onramp.youPay')}
        inputMode="decimal"
        spellCheck={false}
        placeholder="0"
        value={form.paymentAmount}
        onChange={(text) => controller.setAmount(text)}
        note={bounds && !outOfLimits ? t('onramp.limits', bounds) : undefined}
        error={bounds && outOfLimits ? t('onramp.outOfLimits', bounds) : undefined}
        end={
          <button
            type="button"
            className="pt-btn pt-btn-secondary"
            aria-label={t('onramp.currency', { currency })}
            onClick={() => context.router.push('OnRampFiatSelect')}
          >
            {currency}
          </button>
        }
      />
      <div className="pt-field">
        <span className="pt-label" id={`${id}-get`}>
          {t('onramp.youGet')}
        </span>
        <div className="pt-onramp-get">
          <output aria-labelledby={`${id}-get`} aria-live="polite">
            {form.quoteLoading ? (
              <Spinner small label={t('onramp.quoting')} />
            ) : form.quote && symbol ? (
              formatBalance(String(form.quote.purchaseAmount.amount), symbol, locale)
            ) : (
              '—'
            )}
          </output>
          <button
            type="button"
            className="pt-btn pt-btn-secondary"
            disabled={!symbol}
            aria-label={symbol ? t('onramp.token', { symbol }) : undefined}
            onClick={() => context.router.push('OnRampTokenSelect')}
          >
            {symbol ?? '…'}
          </button>
        </div>
        {form.quote?.quoteId === MOCKED_QUOTE_ID && !form.quoteLoading ? (
          <p className="pt-field-note pt-muted">{t('onramp.estimate')}</p>
        ) : null}
      </div>
      {providers.length ? (
        <ul className="pt-list" aria-label={t('onramp.providers')}>
          {providers.map((provider) => {
            const url = controller.providerUrl(provider.id)
            const tag = url
              ? t('onramp.fee', { range: provider.feeRange })
              : provider.id === 'coinbase' && form.coinbaseUrlFailed && !form.coinbaseUrlLoading
                ? t('onramp.unavailable')
                : t('onramp.preparing')
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  className="pt-row"
                  disabled={!url}
                  aria-describedby={`${id}-${provider.id}`}
                  onClick={() => controller.select(provider.id)}
                >
                  <WalletImage name={provider.label} imageId={provider.imageId} imageKind="asset" size={32} />
                  <span className="pt-row-name">{provider.label}</span>
                  {/* Named by the provider alone; the fee range or state is its description (WCAG 2.5.3). */}
                  <span className="pt-tag" id={`${id}-${provider.id}`} aria-hidden="true">
                    {tag}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="pt-empty">{t('onramp.noProviders')}</p>
      )}
    </div>
  )
}

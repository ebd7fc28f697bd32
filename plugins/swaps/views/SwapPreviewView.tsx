import { Spinner, formatNumber, useActiveAccount, usePlugin, usePluginContext, useSnap, useTranslate, useStyleSheet } from 'portico/ui'
import type { SwapController, SwapToken } from '../createSwapController.js'
import { SWAP_SLIPPAGE } from '../swapNetworks.js'
import { errorText } from './errorText.js'
import { swapCss } from './swapCss.js'

/**
 * SwapPreview (SPEC.md §2): what is paid and what the quote gives, the rate, the price impact, the slippage
 * tolerance (SPEC.md §9: 1 %) and the least the swap may give; then the approval when the router needs one
 * and the swap, each confirmed in the wallet and mined. Success shows Account; a failure (declined, reverted,
 * the API failing) shows here with the form kept.
 */
export default function SwapPreviewView() {
  const { t } = useTranslate()
  const controller = usePlugin('swaps')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SwapPreview controller={controller} />
}

function SwapPreview({ controller }: { controller: SwapController }) {
  useStyleSheet(swapCss)
  const context = usePluginContext('swaps')
  const { t, spec, locale } = useTranslate()
  const form = useSnap(controller.state)
  const { network } = useActiveAccount()
  const source = form.sourceToken as SwapToken | undefined
  const target = form.toToken as SwapToken | undefined
  if (!source || !target || !form.toTokenAmount) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>

  const amounts = context.chain().amounts
  const out = amounts.parse(form.toTokenAmount, target.decimals, { truncate: true }).value ?? 0n
  const minimum = amounts.format((out * BigInt(100 - SWAP_SLIPPAGE)) / 100n, target.decimals)
  const rate = Number(form.toTokenAmount) / Number(form.sourceTokenAmount)
  const busy = form.step !== undefined
  // What the wallet is asked now, said where Cancel was while it answers.
  const asking = t(form.step === 'approve' ? 'swap.approving' : 'swap.swapping', { symbol: source.symbol })

  return (
    <div className="pt-stack">
      <dl className="pt-summary">
        <dt>{t('swap.pay')}</dt>
        <dd>
          {form.sourceTokenAmount.trim()} {source.symbol}
        </dd>
        <dt>{t('swap.receive')}</dt>
        <dd>
          {form.toTokenAmount} {target.symbol}
        </dd>
        <dt>{t('swap.rate')}</dt>
        <dd>
          1 {source.symbol} = {formatNumber(rate, locale, rate >= 1 ? 2 : 6)} {target.symbol}
        </dd>
        <dt>{t('swap.priceImpact')}</dt>
        <dd>{form.priceImpact === undefined ? '–' : `${formatNumber(form.priceImpact, locale)} %`}</dd>
        <dt>{t('swap.slippage')}</dt>
        <dd>{SWAP_SLIPPAGE} %</dd>
        <dt>{t('swap.minimum')}</dt>
        <dd>
          {minimum} {target.symbol}
        </dd>
        <dt>{t('swap.network')}</dt>
        <dd>{network?.name}</dd>
      </dl>
      {form.approvalNeeded ? <p className="pt-muted">{t('swap.approveFirst', { symbol: source.symbol })}</p> : null}
      {form.error && !busy ? (
        <p className="pt-error-text" role="alert">
          {errorText(t, spec, form.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="pt-btn pt-btn-primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() =>
          void controller.swap({
            successMessage: t('swap.success', { from: `${form.sourceTokenAmount.trim()} ${source.symbol}`, to: `${form.toTokenAmount} ${target.symbol}` }),
          })
        }
      >
        {form.approvalNeeded ? t('swap.approveAndSwap') : t('swap.swap')}
      </button>
      {/* While the wallet is asked, where Cancel was (it cannot cancel a prompt the wallet shows): the card keeps its
          height and Swap stays where the pointer is. */}
      {busy ? (
        <p className="pt-status pt-muted" role="status">
          <Spinner small label={asking} />
          {asking}
        </p>
      ) : (
        <button type="button" className="pt-btn pt-btn-secondary" onClick={() => context.router.goBack()}>
          {t('swap.cancel')}
        </button>
      )}
    </div>
  )
}

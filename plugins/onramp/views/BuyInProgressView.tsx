import { Button, Spinner, formatBalance, usePlugin, usePluginContext, useSnap, useTranslate } from 'portico/ui'
import { useEffect } from 'react'
import type { OnRampController } from '../createOnRampController.js'

/**
 * BuyInProgress (SPEC.md §2): the provider's popup is open; the view waits for the purchase to arrive, offers to
 * open the provider again (or at all, when a blocker refused the popup), and says what was bought.
 */
export default function BuyInProgressView() {
  const { t } = useTranslate()
  const controller = usePlugin('onramp')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <InProgress controller={controller} />
}

function InProgress({ controller }: { controller: OnRampController }) {
  const { t, locale } = useTranslate()
  const context = usePluginContext('onramp')
  const { selectedProvider, purchase, popupOpened } = useSnap(controller.state)
  useEffect(() => () => controller.stopWatching(), [controller])
  useEffect(() => {
    if (purchase) context.snackbar.show(t('onramp.doneSnack'), 'success')
  }, [context, purchase, t])
  if (!selectedProvider) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  const provider = selectedProvider.label

  return (
    <div className="pt-stack pt-center-text">
      {purchase ? (
        <>
          <p className="pt-heading" role="status">
            {t('onramp.done', { amount: formatBalance(purchase.amount, undefined, locale), symbol: purchase.symbol })}
          </p>
          <Button variant="primary" onClick={() => context.router.reset('Account')}>
            {t('onramp.backToAccount')}
          </Button>
        </>
      ) : (
        <>
          <p className="pt-heading">{t('onramp.inProgress', { provider })}</p>
          <p className="pt-muted pt-onramp-status" role="status">
            <Spinner small label={t('onramp.waiting')} />
            {t('onramp.waiting')}
          </p>
          {popupOpened ? null : <p className="pt-error-text">{t('onramp.blocked', { provider })}</p>}
          <a className="pt-btn pt-btn-secondary" href={selectedProvider.url} target="_blank" rel="noopener">
            {t('onramp.openAgain', { provider })}
          </a>
        </>
      )}
    </div>
  )
}

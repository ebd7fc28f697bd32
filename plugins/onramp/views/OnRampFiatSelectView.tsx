import { WalletRow, usePlugin, usePluginContext, useSnap, useTranslate } from 'portico/ui'
import type { OnRampController } from '../createOnRampController.js'

/** OnRampFiatSelect: the currencies one can pay with (from the options, or the built-in defaults). */
export default function OnRampFiatSelectView() {
  const { t } = useTranslate()
  const controller = usePlugin('onramp')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <FiatList controller={controller} />
}

function FiatList({ controller }: { controller: OnRampController }) {
  const { t } = useTranslate()
  const context = usePluginContext('onramp')
  const { paymentCurrencies, paymentCurrency } = useSnap(controller.state)
  return (
    <ul className="pt-list" aria-label={t('onramp.currencies')}>
      {paymentCurrencies.map((currency, index) => (
        <WalletRow
          key={currency.id}
          name={currency.id}
          tag={currency.id === paymentCurrency.id ? '✓' : undefined}
          onSelect={() => {
            controller.setPaymentCurrency(controller.state.paymentCurrencies[index] ?? controller.state.paymentCurrency)
            context.router.goBack()
          }}
        />
      ))}
    </ul>
  )
}

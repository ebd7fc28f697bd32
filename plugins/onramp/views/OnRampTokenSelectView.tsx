import { WalletRow, usePlugin, usePluginContext, useSnap, useTranslate } from 'portico/ui'
import type { OnRampController } from '../createOnRampController.js'

/** OnRampTokenSelect: the tokens one can buy (from the options, or the built-in defaults). */
export default function OnRampTokenSelectView() {
  const { t } = useTranslate()
  const controller = usePlugin('onramp')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <TokenList controller={controller} />
}

function TokenList({ controller }: { controller: OnRampController }) {
  const { t } = useTranslate()
  const context = usePluginContext('onramp')
  const { purchaseCurrencies, purchaseCurrency } = useSnap(controller.state)
  return (
    <ul className="pt-list" aria-label={t('onramp.tokens')}>
      {purchaseCurrencies.map((currency, index) => (
        <WalletRow
          key={currency.id}
          name={`${currency.name} (${currency.symbol})`}
          tag={currency.id === purchaseCurrency?.id ? '✓' : undefined}
          onSelect={() => {
            const picked = controller.state.purchaseCurrencies[index]
            if (picked) controller.setPurchaseCurrency(picked)
            context.router.goBack()
          }}
        />
      ))}
    </ul>
  )
}

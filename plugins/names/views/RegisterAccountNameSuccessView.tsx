import type { ViewProps } from 'portico'
import { Button, Icon, usePluginContext, useTranslate } from 'portico/ui'

/** RegisterAccountNameSuccess (SPEC.md §2, §4): the name registered, and back to Account. */
export default function RegisterAccountNameSuccessView({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  const { t } = useTranslate()
  const kernel = usePluginContext('names')
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <Icon name="check" />
      </div>
      <p className="pt-heading" dir="auto">
        {t('names.success', { name: data.name })}
      </p>
      <p className="pt-muted">{t('names.successNote')}</p>
      <Button variant="primary" onClick={() => kernel.router.reset('Account')}>
        {t('names.done')}
      </Button>
    </div>
  )
}

import type { ViewProps } from 'portico'
import { Button, Icon, usePluginContext, useTranslate, useStyleSheet } from 'portico/ui'

const css = /* css */ `
.pt-names-done{display:grid;place-items:center;width:64px;height:64px;border-radius:50%;background:var(--pt-bg1);color:var(--pt-accent)}
.pt-names-done svg{width:32px;height:32px}
.pt-names-success .pt-btn{align-self:stretch}
.pt-names-success .pt-heading{overflow-wrap:anywhere}
`

/** RegisterAccountNameSuccess (SPEC.md §2, §4): the name registered, and back to Account. */
export default function RegisterAccountNameSuccessView({ data }: ViewProps<'RegisterAccountNameSuccess'>) {
  useStyleSheet(css)
  const { t } = useTranslate()
  const kernel = usePluginContext('names')
  return (
    <div className="pt-stack pt-center-text pt-names-success">
      <div className="pt-hero">
        <span className="pt-names-done">
          <Icon name="check" />
        </span>
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

import { useI18n } from '../i18n/I18nContext.js'

/** An indeterminate progress indicator with an accessible name. */
export function Spinner({ small = false, label }: { small?: boolean; label?: string }) {
  const { t } = useI18n()
  return <span className={small ? 'pt-spinner pt-spinner-s' : 'pt-spinner'} role="progressbar" aria-label={label ?? t('modal.loading')} />
}

/** A spinner centred in the view, for views and lists that are loading. */
export function LoadingView() {
  return (
    <div className="pt-center">
      <Spinner />
    </div>
  )
}

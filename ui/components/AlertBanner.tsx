import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { Icon } from './icons.js'
import { getKernelApi } from '../../kernel/internals.js'

/** The kernel's alert (SPEC.md §8 Alert errors) as a banner; Dismiss hides it until the next alert. */
export function AlertBanner() {
  const kit = useKit()
  const { t, spec } = useI18n()
  const { open, shortMessage, longMessage, variant } = useSnap(getKernelApi(kit).state.alert)
  if (!open) return null
  return (
    <div className={`pt-alert pt-alert-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <Icon name="alert" />
      <div className="pt-alert-text">
        <strong>{spec(shortMessage)}</strong>
        {longMessage ? <p>{spec(longMessage)}</p> : null}
      </div>
      <button type="button" className="pt-icon-btn" aria-label={t('modal.dismiss')} onClick={() => getKernelApi(kit).alert.hide()}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}

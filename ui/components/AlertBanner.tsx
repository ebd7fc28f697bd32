import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { useI18n } from '../i18n/I18nContext.js'
import { Icon } from './icons.js'
import { getKernelApi } from '../../kernel/internals.js'

/** The banner's CSS, adopted when it first renders. */
const alertBannerCss = /* css */ `
.pt-alert{display:flex;align-items:flex-start;gap:8px;margin:4px 16px;padding-block:10px;padding-inline:12px 6px;border:1px solid var(--pt-border);
border-radius:calc(var(--pt-r)*3);background:var(--pt-bg1)}
.pt-alert-error{border-color:var(--pt-error)}
.pt-alert-error>svg{color:var(--pt-error);margin-top:2px}
.pt-alert-text{flex:1;min-width:0}
.pt-alert-text p{margin:2px 0 0;color:var(--pt-fg2)}
`

/** The kernel's alert (SPEC.md §8 Alert errors) as a banner; Dismiss hides it until the next alert. */
export function AlertBanner() {
  useStyleSheet(alertBannerCss)
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

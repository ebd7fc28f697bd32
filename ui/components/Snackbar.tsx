import { useEffect } from 'react'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { useI18n } from '../i18n/I18nContext.js'
import { Icon } from './icons.js'
import { Spinner } from './Spinner.js'
import { getKernelApi } from '../../kernel/internals.js'

/** The snack message bar's CSS, adopted when it first renders. */
const snackbarCss = /* css */ `
/* Above the card, never over its buttons (a view's only button sits at its bottom): fixed, in the space the
overlay leaves over the card (SPEC §9 snack timings unchanged). */
.pt-snack{position:fixed;z-index:1;left:50%;top:max(8px,calc(var(--pt-top,56px) - 48px));display:flex;align-items:center;gap:8px;max-width:min(328px,calc(100vw - 32px));
padding:8px 14px;border-radius:999px;background:var(--pt-bg2);color:var(--pt-fg0);box-shadow:0 4px 16px rgba(0,0,0,.25);
transform:translateX(-50%);animation:pt-fade 150ms ease-out}
.pt-card-embedded .pt-snack{position:absolute;top:auto;bottom:16px}
.pt-snack span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pt-snack-error svg{color:var(--pt-error)}
.pt-snack-success svg{color:var(--pt-success)}
`

/** How long a success or error snack message stays. Loading ones stay until replaced. */
const SNACKBAR_VISIBLE_MS = 2500

/** The snack message bar (SPEC.md §4): success and loading as a status, errors as an alert. */
export function Snackbar() {
  useStyleSheet(snackbarCss)
  const kit = useKit()
  const { spec } = useI18n()
  const { open, message, variant } = useSnap(getKernelApi(kit).state.snackbar)
  useEffect(() => {
    if (!open || variant === 'loading') return
    const timer = setTimeout(() => getKernelApi(kit).snackbar.hide(), SNACKBAR_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [kit, open, message, variant])
  if (!open) return null
  return (
    <div className={`pt-snack pt-snack-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {variant === 'loading' ? <Spinner small /> : <Icon name={variant === 'error' ? 'alert' : 'check'} />}
      <span>{spec(message)}</span>
    </div>
  )
}

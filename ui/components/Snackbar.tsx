import { useEffect } from 'react'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { Icon } from './icons.js'
import { Spinner } from './Spinner.js'
import { getKernelApi } from '../../kernel/internals.js'

/** How long a success or error snack message stays. Loading ones stay until replaced. */
const SNACKBAR_VISIBLE_MS = 2500

/** The snack message bar (SPEC.md §4): success and loading as a status, errors as an alert. */
export function Snackbar() {
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

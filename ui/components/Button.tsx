import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** `primary` for the view's main action, `secondary` (the default) for the others. */
  variant?: 'primary' | 'secondary'
  /** Shows a small spinner before the label and disables the button; its name stays the label. */
  loading?: boolean
  children?: ReactNode
}

/**
 * A button in the modal's style. It is `type="button"` unless told otherwise, so it never submits a form by
 * accident.
 *
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>{t('acme.save')}</Button>
 */
export function Button({ variant = 'secondary', loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={`pt-btn pt-btn-${variant}`} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="pt-spinner pt-spinner-s" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

import { Button, TextField, useTranslate } from 'portico/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { isValidEmail } from '../emailLogin.js'

interface EmailFormProps {
  label: string
  /** Above the field (the current address of an email change). */
  text?: ReactNode
  /** Continue inside the field, at its end (Connect's slot), instead of under it. */
  inline?: boolean
  placeholder?: string
  /**
   * Called with a valid, trimmed address; resolves once it has asked for the next view, which replaces the form
   * (Continue stays busy until then: the modal keeps the form while that view's code is on its way). What it throws
   * shows under the field.
   */
  onEmail(email: string): Promise<void>
  /** When focus enters the form. */
  onFocus?: () => void
}

/**
 * An email address and Continue (SPEC.md §5: 'Enter a valid email address' before anything is asked; the
 * request's own error, such as the 30 s 'Please try again after N seconds', shows under the field).
 */
export function EmailForm({ label, text, inline = false, placeholder, onEmail, onFocus }: EmailFormProps) {
  const { t } = useTranslate()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) return setError(t('email.invalid'))
    setError(undefined)
    setBusy(true)
    try {
      await onEmail(value)
    } catch (cause) {
      // The words for a failure come with it (the field's first frame needs none of them): in the plugin's setup,
      // which Continue waited for, so at once.
      const words = await import('../emailErrors.js').then(
        ({ errorText }) => errorText(cause, t),
        () => (cause instanceof Error ? cause.message : String(cause)),
      )
      setError(words)
      setBusy(false)
    }
  }

  const submit = (
    <Button variant="primary" type="submit" loading={busy}>
      {t('email.continue')}
    </Button>
  )
  return (
    <form className={inline ? undefined : 'pt-stack'} noValidate onFocus={onFocus} onSubmit={(event) => void onSubmit(event)}>
      {text}
      <TextField
        label={label}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        error={error}
        end={inline ? submit : undefined}
      />
      {inline ? null : submit}
    </form>
  )
}

import { Button, TextField, useTranslate } from 'portico/ui'
import { useEffect, useState, type FormEvent } from 'react'
import { errorText } from '../emailErrors.js'

/** SPEC.md §9 email login cooldown: a new code only 30 s after the last one (the server says so otherwise). */
const RESEND_AFTER_S = 30

interface CodeFormProps {
  /** Above the field: where the code went. */
  text: string
  /** Called with the 6 digits; what it throws shows under the field, which empties for the next try. */
  onCode(code: string): Promise<void>
  /** Mails a new code: a "Resend code" button under the field, 'Code sent' once it went. */
  onResend?: (() => Promise<void>) | undefined
}

/**
 * A 6-digit code field that submits itself once complete (its Continue button says so, and submits too) and shows
 * what went wrong under the field; Resend is the secondary action.
 */
export function CodeForm({ text, onCode, onResend }: CodeFormProps) {
  const { t } = useTranslate()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const [note, setNote] = useState<string>()
  const [busy, setBusy] = useState(false)
  // When the last code went: this view opens as it is mailed, and a resend sends another.
  const [sentAt, setSentAt] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  const wait = Math.max(0, Math.ceil(RESEND_AFTER_S - (now - sentAt) / 1000))
  useEffect(() => {
    if (!onResend || wait === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [onResend, wait])
  const failed = (cause: unknown) => setError(errorText(cause, t))
  const submit = async (code: string) => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await onCode(code)
    } catch (cause) {
      failed(cause)
      setOtp('')
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(otp)
  }
  const resend = async () => {
    setError(undefined)
    setNote(undefined)
    try {
      await onResend?.()
      setSentAt(Date.now())
      setNow(Date.now())
      setNote(t('email.resent'))
    } catch (cause) {
      failed(cause)
    }
  }
  return (
    <form className="pt-stack" noValidate onSubmit={onSubmit}>
      <p className="pt-center-text">{text}</p>
      <TextField
        label={t('email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        disabled={busy}
        onChange={(value) => {
          const digits = value.replace(/\D/g, '').slice(0, 6)
          setOtp(digits)
          setError(undefined)
          if (digits.length === 6) void submit(digits)
        }}
        note={note}
        error={error}
      />
      <Button type="submit" variant="primary" loading={busy} disabled={otp.length !== 6}>
        {t('email.continue')}
      </Button>
      {onResend ? (
        <Button onClick={() => void resend()} disabled={busy}>
          {t('email.resend')}
        </Button>
      ) : null}
      {onResend && wait > 0 ? (
        <p className="pt-field-note pt-muted pt-center-text" aria-live="off">
          {t('email.resendIn', { seconds: wait })}
        </p>
      ) : null}
    </form>
  )
}

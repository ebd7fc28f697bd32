import { TextField, useTranslate } from 'portico/ui'
import { useState, type FormEvent } from 'react'

/** A 6-digit code field that submits itself once complete and shows what went wrong under the field. */
export function CodeForm({ text, onCode }: { text: string; onCode(code: string): Promise<void> }) {
  const { t } = useTranslate()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (code: string) => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      await onCode(code)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
      setOtp('')
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(otp)
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
        error={error}
      />
    </form>
  )
}

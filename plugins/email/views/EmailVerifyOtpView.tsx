import { Button, TextField, usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { useState, type FormEvent } from 'react'

/**
 * EmailVerifyOtp: the 6-digit code mailed for a login (SPEC.md §4). A right code connects the embedded wallet
 * and closes the modal; a wrong one says so under the field. Resend mails a new code (after the 30 s cooldown).
 */
export default function EmailVerifyOtpView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string>()
  const [note, setNote] = useState<string>()
  const [busy, setBusy] = useState(false)
  const email = state?.email ?? ''

  const submit = async (code: string) => {
    if (!controller || busy) return
    setBusy(true)
    setError(undefined)
    try {
      await controller.connectOtp(code)
      kernel.modal.close()
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
      setOtp('')
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(otp.trim())
  }
  const resend = async () => {
    if (!controller) return
    setError(undefined)
    setNote(undefined)
    try {
      await controller.connectEmail(email)
      setNote(t('email.resent'))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <form className="pt-stack" noValidate onSubmit={onSubmit}>
      <p className="pt-center-text">{t('email.otpSent', { email })}</p>
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
      <Button onClick={() => void resend()} disabled={busy}>
        {t('email.resend')}
      </Button>
    </form>
  )
}

import { Button, TextField, usePlugin, usePluginContext, useTranslate } from 'portico/ui'
import { useState, type FormEvent } from 'react'
import { isValidEmail } from '../emailStorage.js'

/**
 * The email field in Connect's `email` slot, with its Continue button inside the field (SPEC.md §2 connect method
 * order, §4 email login, §5 rules). Continue mails a code (EmailVerifyOtp) or, for a known user on a new device,
 * a link (EmailVerifyDevice); a second login within 30 s is refused with 'Please try again after N seconds'.
 */
export default function ConnectEmail() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const kernel = usePluginContext('email')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!controller) return
    const value = email.trim()
    if (!isValidEmail(value)) return setError(t('email.invalid'))
    setError(undefined)
    setBusy(true)
    try {
      const action = await controller.connectEmail(value)
      kernel.router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        error={error}
        end={
          <Button variant="primary" type="submit" loading={busy}>
            {t('email.continue')}
          </Button>
        }
      />
    </form>
  )
}

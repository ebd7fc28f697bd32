import { Button, TextField, usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { useState, type FormEvent } from 'react'
import { isValidEmail } from '../emailStorage.js'

/** UpdateEmailWallet: the new address of an email change (SPEC.md §4); a code goes to the current address. */
export default function UpdateEmailWalletView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!controller) return
    const value = email.trim()
    if (!isValidEmail(value)) return setError(t('email.invalid'))
    setBusy(true)
    try {
      await controller.updateEmail(value)
      kernel.router.push('UpdateEmailPrimaryOtp')
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="pt-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="pt-muted">{t('email.current', { email: state?.email ?? '' })}</p>
      <TextField
        label={t('email.newLabel')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        error={error}
      />
      <Button variant="primary" type="submit" loading={busy}>
        {t('email.continue')}
      </Button>
    </form>
  )
}

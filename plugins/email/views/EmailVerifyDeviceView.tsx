import { Spinner, usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { useEffect, useState } from 'react'
import { errorText } from '../emailErrors.js'

/**
 * EmailVerifyDevice: a known user on a new device approves it from the mailed link (SPEC.md §4); the frame waits
 * for it, then a code is mailed and EmailVerifyOtp shows.
 */
export default function EmailVerifyDeviceView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!controller) return
    let live = true
    controller.connectDevice().then(
      () => live && kernel.router.replace('EmailVerifyOtp'),
      (cause: unknown) => live && setError(errorText(cause, t)),
    )
    return () => {
      live = false
    }
  }, [controller, kernel])

  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">{error ? null : <Spinner />}</div>
      <p className="pt-heading">{t('email.deviceText', { email: state?.email ?? '' })}</p>
      <p className={error ? 'pt-error-text' : 'pt-muted'} role={error ? 'alert' : 'status'}>
        {error ?? t('email.deviceWaiting')}
      </p>
    </div>
  )
}

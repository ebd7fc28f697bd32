import { usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { CodeForm } from './CodeForm.js'

/**
 * EmailVerifyOtp: the 6-digit code mailed for a login (SPEC.md §4). A right code connects the embedded wallet
 * and closes the modal (unless another view took its place meanwhile); a wrong one says so under the field. Resend mails a new code (after the 30 s cooldown).
 */
export default function EmailVerifyOtpView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  const email = state?.email ?? ''
  return (
    <CodeForm
      text={t('email.otpSent', { email })}
      onCode={async (code) => {
        if (!controller) return
        await controller.connectOtp(code)
        // Only a login that is still on show closes the modal: a request the host asked meanwhile (its approval)
        // or a sign-in may have taken the view, and closing would cancel it.
        if (kernel.kit.router.view === 'EmailVerifyOtp') kernel.modal.close()
      }}
      onResend={controller && (() => controller.connectEmail(email).then(() => {}))}
    />
  )
}

import { usePlugin, usePluginState, useTranslate } from 'portico/ui'
import { CodeForm } from './CodeForm.js'

/**
 * EmailVerifyOtp: the 6-digit code mailed for a login (SPEC.md §4). A right code connects the embedded wallet
 * and closes the modal (unless another view took its place meanwhile); a wrong one says so under the field. Resend mails a new code (after the 30 s cooldown).
 */
export default function EmailVerifyOtpView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const email = state?.email ?? ''
  return (
    <CodeForm
      text={t('email.otpSent', { email })}
      onCode={async (code) => {
        if (!controller) return
        await controller.connectOtp(code)
      }}
      onResend={controller && (() => controller.connectEmail(email).then(() => {}))}
    />
  )
}

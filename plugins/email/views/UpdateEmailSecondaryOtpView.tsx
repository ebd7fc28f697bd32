import { usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { CodeForm } from './CodeForm.js'

/** UpdateEmailSecondaryOtp: the code mailed to the new address (SPEC.md §4 email change, second step). */
export default function UpdateEmailSecondaryOtpView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  return (
    <CodeForm
      text={t('email.otpSent', { email: state?.newEmail ?? '' })}
      onCode={async (code) => {
        const email = await controller?.updateEmailSecondaryOtp(code)
        if (email) kernel.snackbar.show(t('email.changed', { email }), 'success')
        kernel.router.reset('Account')
      }}
    />
  )
}

import { usePlugin, usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { CodeForm } from './CodeForm.js'

/** UpdateEmailPrimaryOtp: the code mailed to the current address (SPEC.md §4 email change, first step). */
export default function UpdateEmailPrimaryOtpView() {
  const { t } = useTranslate()
  const controller = usePlugin('email')
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  return (
    <CodeForm
      text={t('email.otpSent', { email: state?.email ?? '' })}
      onCode={async (code) => {
        await controller?.updateEmailPrimaryOtp(code)
        kernel.router.replace('UpdateEmailSecondaryOtp')
      }}
    />
  )
}

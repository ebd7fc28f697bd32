import { usePluginContext, usePluginState, useTranslate } from 'portico/ui'
import { EmailForm } from './EmailForm.js'

/** UpdateEmailWallet: the new address of an email change (SPEC.md §4); a code goes to the current address. */
export default function UpdateEmailWalletView() {
  const { t } = useTranslate()
  const state = usePluginState('email')
  const kernel = usePluginContext('email')
  return (
    <EmailForm
      label={t('email.newLabel')}
      text={<p className="pt-muted">{t('email.current', { email: state?.email ?? '' })}</p>}
      onEmail={async (email) => {
        const controller = await kernel.ready()
        await controller.updateEmail(email)
        kernel.router.push('UpdateEmailPrimaryOtp')
      }}
    />
  )
}

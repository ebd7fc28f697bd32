import { usePluginContext, useTranslate } from 'portico/ui'
import { EmailForm } from './EmailForm.js'

/**
 * The email field in Connect's `email` slot, with its Continue button inside the field (SPEC.md §2 connect method
 * order, §4 email login, §5 rules). Continue mails a code (EmailVerifyOtp) or, for a known user on a new device,
 * a link (EmailVerifyDevice); a second login within 30 s is refused with 'Please try again after N seconds'. Focus
 * in the field sets the plugin up, if the first open has not, and has the embedded wallet make its frame when the
 * browser is idle, so that Continue finds it ready and a visitor who never types an address costs nothing.
 */
export default function ConnectEmail() {
  const { t } = useTranslate()
  const kernel = usePluginContext('email')
  return (
    <EmailForm
      inline
      label={t('email.label')}
      placeholder={t('email.placeholder')}
      onFocus={() =>
        void kernel.ready().then(
          () => kernel.plugin('embedded-wallet').warmUp(),
          () => undefined, // a warm-up: Continue waits for the same setup and shows its failure
        )
      }
      onEmail={async (email) => {
        const controller = await kernel.ready()
        const action = await controller.connectEmail(email)
        kernel.router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
      }}
    />
  )
}

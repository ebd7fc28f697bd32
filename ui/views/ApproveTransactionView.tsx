import { Spinner } from '../components/Spinner.js'
import { useI18n } from '../i18n/I18nContext.js'

/**
 * ApproveTransaction (SPEC.md §2): shown while a signing request waits for the user. The embedded-wallet plugin
 * replaces it with its own view (registered under the same name) that shows the secure frame.
 */
export default function ApproveTransactionView() {
  const { t } = useI18n()
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <Spinner />
      </div>
      <p className="pt-heading">{t('approve.text')}</p>
    </div>
  )
}

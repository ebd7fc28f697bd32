import { Spinner, intlLocale, useActiveAccount, useSnap, useTranslate, usePlugin, usePluginContext, useStyleSheet } from 'portico/ui'
import type { SendController } from '../createSendController.js'
import { listSendTokens } from '../listSendTokens.js'
import { issueText } from './issueText.js'
import { sendCss } from './sendCss.js'

/**
 * WalletSendPreview (SPEC.md §4 Sending): the token, the exact amount, from, to (name and address), the
 * network and the estimated network fee, and "Send", which asks the connected wallet. On success the kit shows Account with a fresh form; a
 * failure ('Signature declined', the wallet's message) shows here with "Try again", and the form keeps its values.
 */
export default function WalletSendPreviewView() {
  const { t } = useTranslate()
  const controller = usePlugin('send')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SendPreview controller={controller} />
}

function SendPreview({ controller }: { controller: SendController }) {
  useStyleSheet(sendCss)
  const context = usePluginContext('send')
  const { t, spec, locale } = useTranslate()
  const form = useSnap(controller.state)
  const { account, network } = useActiveAccount()
  const token = form.token ? (listSendTokens(account, network).find((entry) => entry.key === form.token?.key) ?? form.token) : undefined
  // The amount as the chain writes it; reading form.sendTokenAmount makes the summary follow the form.
  const amount = token && form.sendTokenAmount ? controller.formattedAmount() : undefined
  if (!token || amount === undefined || !form.receiverAddress || !account?.address)
    return <p className="pt-empty">{t('modal.viewUnavailable')}</p>

  const { error, loading } = form
  return (
    <div className="pt-stack">
      <dl className="pt-summary">
        <dt>{t('send.token')}</dt>
        <dd>
          {token.name} ({token.symbol})
        </dd>
        <dt>{t('send.amount')}</dt>
        <dd>
          <span dir="ltr">
            {amount} {token.symbol}
          </span>
        </dd>
        <dt>{t('send.from')}</dt>
        <dd>
          {account.profileName ? <bdi>{account.profileName}</bdi> : null}
          <span dir="ltr">{account.address}</span>
        </dd>
        <dt>{t('send.to')}</dt>
        <dd>
          {form.receiverProfileName ? <bdi>{form.receiverProfileName}</bdi> : null}
          <span dir="ltr">{form.receiverAddress}</span>
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{network?.name}</dd>
        {form.fee ? (
          <>
            <dt>{t('send.fee')}</dt>
            <dd>
              ≈ {Number(form.fee.amount).toLocaleString(intlLocale(locale), { maximumSignificantDigits: 3 })} {form.fee.symbol}
            </dd>
          </>
        ) : null}
      </dl>
      {error && !loading ? (
        <p className="pt-error-text" role="alert">
          {error.code ? issueText(t, { code: error.code, values: error.values ?? {} }) : spec(error.message)}
        </p>
      ) : null}
      <button
        type="button"
        className="pt-btn pt-btn-primary"
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={() => void controller.send({ successMessage: t('send.success') })}
      >
        {error ? t('send.retry') : t('send.send')}
      </button>
      {/* While the wallet is asked, where Cancel was (it cannot cancel a prompt the wallet shows): the card keeps its
          height and Send stays where the pointer is. */}
      {loading ? (
        <p className="pt-status pt-muted" role="status">
          <Spinner small label={t('send.confirm')} />
          {t('send.confirm')}
        </p>
      ) : (
        <button type="button" className="pt-btn pt-btn-secondary" onClick={() => context.router.goBack()}>
          {t('send.cancel')}
        </button>
      )}
    </div>
  )
}

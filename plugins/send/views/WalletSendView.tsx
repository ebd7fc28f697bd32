import { Spinner, WalletImage, useActiveAccount, useSnap, useTranslate, formatBalance, usePlugin } from 'portico/ui'
import { useId, useState, type FormEvent } from 'react'
import type { SendController } from '../createSendController.js'
import { TooManyDecimalsError, type SendIssueCode } from '../errors.js'
import { listSendTokens } from '../listSendTokens.js'
import { issueText } from './issueText.js'
import { sendCss } from './sendCss.js'

/** The field each issue is about, so that field is marked invalid and described by the message. */
const ISSUE_FIELD: Readonly<Record<SendIssueCode, 'token' | 'amount' | 'receiver' | undefined>> = {
  unsupportedChain: undefined,
  required: undefined,
  tokenRequired: 'token',
  invalidAmount: 'amount',
  tooManyDecimals: 'amount',
  insufficientBalance: 'amount',
  invalidAddress: 'receiver',
  nameNotFound: 'receiver',
  resolveFailed: 'receiver',
}

/**
 * WalletSend (SPEC.md §4 Sending): pick a token (native first, each with its balance), type an amount ("Max"
 * fills the balance) and a receiver (an address, or a name resolved through the blockchain API), then "Preview
 * send". What stops the send shows in an alert, in SPEC.md §5 wording, when the button is pressed.
 */
export default function WalletSendView() {
  const { t } = useTranslate()
  const controller = usePlugin('send')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SendForm controller={controller} />
}

function SendForm({ controller }: { controller: SendController }) {
  const { t, locale } = useTranslate()
  const id = useId()
  const form = useSnap(controller.state)
  const { account, network } = useActiveAccount()
  const tokens = listSendTokens(account, network)
  const [submitted, setSubmitted] = useState(false)
  const [checking, setChecking] = useState(false)

  const picked = form.token ? (tokens.find((token) => token.key === form.token?.key) ?? form.token) : undefined
  // After the first "Preview send", the message follows the form as it changes.
  const issue = submitted && !form.resolving ? controller.check() : undefined
  const field = issue ? ISSUE_FIELD[issue.code] : undefined
  const amountText = form.sendTokenAmount.trim()
  const decimalsIssue =
    picked && amountText && controller.amountIssue() === 'tooManyDecimals' && issue?.code !== 'tooManyDecimals'
      ? new TooManyDecimalsError(picked)
      : undefined
  const input = form.receiverInput.trim()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setChecking(true)
    try {
      await controller.preview()
    } finally {
      setChecking(false)
    }
  }
  const describedBy = (name: 'token' | 'amount' | 'receiver', ...more: (string | false | undefined)[]) =>
    [field === name && `${id}-issue`, ...more].filter(Boolean).join(' ') || undefined

  return (
    <form className="pt-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <style>{sendCss}</style>
      <fieldset className="pt-field" aria-invalid={field === 'token' || undefined} aria-describedby={describedBy('token')}>
        <legend className="pt-label">{t('send.token')}</legend>
        {tokens.length ? (
          <ul className="pt-list">
            {tokens.map((token) => (
              <li key={token.key}>
                <label className="pt-row">
                  <input
                    type="radio"
                    name={`${id}-token`}
                    value={token.key}
                    checked={form.token?.key === token.key}
                    onChange={() => controller.setToken(token)}
                  />
                  <WalletImage name={token.symbol} imageUrl={token.iconUrl} size={28} shape="network" />
                  <span className="pt-row-name">{token.name}</span>{' '}
                  <span className="pt-muted" dir="ltr">{formatBalance(token.balance, token.symbol, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pt-muted">{t('send.noTokens')}</p>
        )}
      </fieldset>

      <div className="pt-field">
        <label className="pt-label" htmlFor={`${id}-amount`}>
          {t('send.amount')}
        </label>
        <div className={field === 'amount' || decimalsIssue ? 'pt-search pt-invalid' : 'pt-search'}>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={form.sendTokenAmount}
            aria-invalid={field === 'amount' || Boolean(decimalsIssue) || undefined}
            aria-describedby={describedBy('amount', picked && `${id}-balance`, decimalsIssue && `${id}-decimals`)}
            onChange={(event) => controller.setAmount(event.target.value)}
          />
          <button type="button" className="pt-btn pt-btn-secondary" disabled={!picked} onClick={() => void controller.setMax()}>
            {t('send.max')}
          </button>
        </div>
        {picked ? (
          <p className="pt-field-note pt-muted" id={`${id}-balance`}>
            {t('send.balance', { balance: formatBalance(picked.balance, picked.symbol, locale) })}
          </p>
        ) : null}
        {decimalsIssue ? (
          <p className="pt-field-note pt-error-text" id={`${id}-decimals`}>
            {issueText(t, decimalsIssue)}
          </p>
        ) : null}
      </div>

      <div className="pt-field">
        <label className="pt-label" htmlFor={`${id}-receiver`}>
          {t('send.receiver')}
        </label>
        <div className={field === 'receiver' ? 'pt-search pt-invalid' : 'pt-search'}>
          <input
            id={`${id}-receiver`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('send.receiverPlaceholder')}
            value={form.receiverInput}
            aria-invalid={field === 'receiver' || undefined}
            aria-describedby={describedBy('receiver', `${id}-resolved`)}
            onChange={(event) => controller.setReceiver(event.target.value)}
          />
        </div>
        <div id={`${id}-resolved`} aria-live="polite">
          {form.resolving && input && !/^(0x)?[0-9a-f]{40}$/iu.test(input) ? (
            <p className="pt-field-note pt-muted pt-status">
              <Spinner small label={t('send.resolving', { name: input })} />
              {t('send.resolving', { name: input })}
            </p>
          ) : form.receiverProfileName && form.receiverAddress ? (
            <p className="pt-field-note">
              <strong>{form.receiverProfileName}</strong> <span className="pt-muted">{form.receiverAddress}</span>
            </p>
          ) : null}
        </div>
      </div>

      {issue ? (
        <p className="pt-error-text" role="alert" id={`${id}-issue`}>
          {issueText(t, issue)}
        </p>
      ) : null}
      <button type="submit" className="pt-btn pt-btn-primary" disabled={checking}>
        {t('send.preview')}
      </button>
    </form>
  )
}

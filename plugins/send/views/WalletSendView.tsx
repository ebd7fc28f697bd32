import { Spinner, WalletImage, useActiveAccount, useSnap, useTranslate, formatBalance, usePlugin, useStyleSheet } from 'portico/ui'
import { useEffect, useId, useState, type FormEvent } from 'react'
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
  insufficientFee: undefined,
}

type Field = 'token' | 'amount' | 'receiver'

/**
 * WalletSend (SPEC.md §4 Sending): pick a token (native first, each with its balance), type an amount ("Max"
 * fills the balance) and a receiver (an address, or a name resolved through the blockchain API), then "Preview
 * send". The native currency is picked to begin with. What stops the send shows when the button is pressed, in
 * SPEC.md §5 wording, all at once: each field's under it, the form's own above the button.
 */
export default function WalletSendView() {
  const { t } = useTranslate()
  const controller = usePlugin('send')
  if (!controller) return <p className="pt-empty">{t('modal.viewUnavailable')}</p>
  return <SendForm controller={controller} />
}

function SendForm({ controller }: { controller: SendController }) {
  useStyleSheet(sendCss)
  const { t, locale } = useTranslate()
  const id = useId()
  const form = useSnap(controller.state)
  const { account, network } = useActiveAccount()
  const tokens = listSendTokens(account, network)
  const [submitted, setSubmitted] = useState(false)
  const [checking, setChecking] = useState(false)

  const native = tokens[0]?.key === 'native' ? tokens[0] : undefined
  // The native currency to begin with (the form is empty after a send or a network switch): shown picked from the
  // form's first frame, and put in the form's state by the effect below, which runs after that frame.
  const shown = form.token ?? native
  const picked = shown ? (tokens.find((token) => token.key === shown.key) ?? shown) : undefined
  // The form's live state, not this render's snapshot: a token picked before the effect runs (a tap as the view
  // appears) stays picked.
  useEffect(() => {
    if (!controller.state.token && native) controller.setToken(native)
  }, [controller, form.token, native])
  // After the first "Preview send", the messages follow the form as it changes.
  const issues = submitted && !form.resolving ? controller.issues() : []
  const issueOf = (name: Field) => issues.find((issue) => ISSUE_FIELD[issue.code] === name)
  const formIssues = issues.filter((issue) => !ISSUE_FIELD[issue.code])
  const amountText = form.sendTokenAmount.trim()
  const decimalsIssue =
    picked && amountText && controller.amountIssue() === 'tooManyDecimals' && !issueOf('amount')
      ? new TooManyDecimalsError(picked)
      : undefined
  // The fee check of "Preview send" (it asked the chain), until the form changes.
  const feeIssue = form.error?.code === 'insufficientFee' && !issues.length ? form.error : undefined
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
  const describedBy = (name: Field, ...more: (string | false | undefined)[]) =>
    [issueOf(name) && `${id}-issue-${name}`, ...more].filter(Boolean).join(' ') || undefined
  const fieldIssue = (name: Field) => {
    const issue = issueOf(name)
    return issue ? (
      <p className="pt-field-note pt-error-text" role="alert" id={`${id}-issue-${name}`}>
        {issueText(t, issue)}
      </p>
    ) : null
  }

  return (
    <form className="pt-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="pt-field" aria-invalid={Boolean(issueOf('token')) || undefined} aria-describedby={describedBy('token')}>
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
                    checked={picked?.key === token.key}
                    onChange={() => controller.setToken(token)}
                  />
                  <WalletImage name={token.symbol} imageUrl={token.iconUrl} size={28} shape="network" />
                  <span className="pt-token-text">
                    <span className="pt-row-name">{token.name}</span>{' '}
                    <span className="pt-muted" dir="ltr">{formatBalance(token.balance, token.symbol, locale)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="pt-muted">{t('send.noTokens')}</p>
        )}
        {fieldIssue('token')}
      </fieldset>

      <div className="pt-field">
        <label className="pt-label" htmlFor={`${id}-amount`}>
          {t('send.amount')}
        </label>
        <div className={issueOf('amount') || decimalsIssue ? 'pt-search pt-invalid' : 'pt-search'}>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={form.sendTokenAmount}
            aria-invalid={Boolean(issueOf('amount')) || Boolean(decimalsIssue) || undefined}
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
        {fieldIssue('amount')}
      </div>

      <div className="pt-field">
        <label className="pt-label" htmlFor={`${id}-receiver`}>
          {t('send.receiver')}
        </label>
        <div className={issueOf('receiver') ? 'pt-search pt-invalid' : 'pt-search'}>
          <input
            id={`${id}-receiver`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('send.receiverPlaceholder')}
            value={form.receiverInput}
            aria-invalid={Boolean(issueOf('receiver')) || undefined}
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
        {fieldIssue('receiver')}
      </div>

      {formIssues.map((issue) => (
        <p key={issue.code} className="pt-error-text" role="alert">
          {issueText(t, issue)}
        </p>
      ))}
      {feeIssue?.code ? (
        <p className="pt-error-text" role="alert">
          {issueText(t, { code: feeIssue.code, values: feeIssue.values ?? {} })}
        </p>
      ) : null}
      <button type="submit" className="pt-btn pt-btn-primary" disabled={checking}>
        {t('send.preview')}
      </button>
    </form>
  )
}

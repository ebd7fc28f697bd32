import { Button, Icon, QrCode, Spinner, usePluginContext, usePluginState, useTranslate, useStyleSheet } from 'portico/ui'
import { useEffect, useState } from 'react'
import { createFarcasterLogin } from '../farcasterLogin.js'

/** The QR code's side, as the WalletConnect view's. */
const QR_SIZE = 240

const css = `.pt-farcaster-actions{display:flex;gap:8px;width:100%}.pt-farcaster-actions>*{flex:1 1 0;min-width:0;white-space:nowrap}`

/**
 * ConnectingFarcaster (SPEC.md §2): the sign-in's QR code for the Farcaster app on a phone, and its link to copy
 * or open on a device that has the app; once the app has signed, the embedded wallet connects and the modal
 * closes. A refused or failed sign-in says why in words, with Try again. Leaving it unconnected (Back) drops the
 * link and reloads the auth connector about 100 ms later.
 */
export default function ConnectingFarcasterView() {
  useStyleSheet(css)
  const { t } = useTranslate()
  const kernel = usePluginContext('farcaster')
  const state = usePluginState('farcaster')
  const [login] = useState(() => createFarcasterLogin(kernel))
  useEffect(() => {
    login.start()
    return () => login.leave()
  }, [login])
  const url = state?.farcasterUrl
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      kernel.snackbar.show(t('farcaster.copied'), 'success')
    } catch {
      kernel.snackbar.show(t('farcaster.copyFailed'), 'error')
    }
  }
  if (state?.phase === 'failed')
    return (
      <div className="pt-stack pt-center-text">
        <p className="pt-error-text" role="alert">
          {t(state.error?.key ?? 'farcaster.failed', { message: state.error?.message ?? '' })}
        </p>
        <Button variant="primary" onClick={() => login.start()}>
          {t('farcaster.retry')}
        </Button>
      </div>
    )
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero" style={{ boxSizing: 'content-box', minHeight: QR_SIZE, padding: '8px 0' }}>
        {url && state?.phase !== 'connecting' ? (
          <QrCode value={url} label={t('farcaster.qr')} size={QR_SIZE} />
        ) : (
          <Spinner label={state?.phase === 'connecting' ? t('farcaster.connecting') : t('farcaster.preparing')} />
        )}
      </div>
      <p className="pt-heading">{state?.phase === 'connecting' ? t('farcaster.connecting') : t('farcaster.scan')}</p>
      <p className="pt-muted" role="status">
        {state?.phase === 'connecting' ? null : t('farcaster.scanText')}
      </p>
      <div className="pt-farcaster-actions">
        <button type="button" className="pt-btn pt-btn-secondary" disabled={!url} onClick={() => void copy()}>
          <Icon name="copy" />
          {t('farcaster.copy')}
        </button>
        {url ? (
          <a className="pt-btn pt-btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
            {t('farcaster.open')}
          </a>
        ) : null}
      </div>
    </div>
  )
}

import { parseErrorMessage } from 'portico'
import { Icon, QrCode, Spinner, usePluginContext, useTranslate } from 'portico/ui'
import type { WalletConnectConnection } from './useWalletConnectConnection.js'

const QR_SIZE = 240

/** The pairing uri as a QR code, or a spinner of the same size until the uri arrives. */
export function PairingQr({ uri }: { uri: string | undefined }) {
  const { t } = useTranslate()
  return (
    <div className="pt-hero" style={{ boxSizing: 'content-box', minHeight: QR_SIZE, padding: '8px 0' }}>
      {uri ? <QrCode value={uri} label={t('walletConnect.qr')} size={QR_SIZE} /> : <Spinner label={t('walletConnect.preparing')} />}
    </div>
  )
}

/** "Copy link": copies the pairing uri, for wallets on this computer or to paste into a wallet. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const context = usePluginContext('walletconnect')
  const { t } = useTranslate()
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      context.snackbar.show(t('walletConnect.copied'), 'success')
    } catch {
      context.snackbar.show(t('walletConnect.copyFailed'), 'error')
    }
  }
  return (
    <button type="button" className="pt-btn pt-btn-secondary" disabled={!uri} onClick={() => void copy()}>
      <Icon name="copy" />
      {t('walletConnect.copy')}
    </button>
  )
}

/** A declined or failed connection: what happened and "Try again", which pairs afresh with a new uri. */
export function PairingError({ connection }: { connection: WalletConnectConnection }) {
  const { t, spec } = useTranslate()
  return (
    <>
      <p className="pt-heading pt-error-text" role="alert">
        {connection.declined ? t('connecting.declined') : t('connecting.failed')}
      </p>
      <p className="pt-muted">
        {connection.declined ? t('connecting.declinedText') : spec(parseErrorMessage(connection.error))}
      </p>
      <button type="button" className="pt-btn pt-btn-primary" onClick={connection.retry}>
        {t('connecting.retry')}
      </button>
    </>
  )
}

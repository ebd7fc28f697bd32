import { useTranslate } from 'portico/ui'
import { CopyLinkButton, PairingError, PairingQr } from './PairingParts.js'
import { useWalletConnectConnection } from './useWalletConnectConnection.js'

/**
 * ConnectingWalletConnectBasic (SPEC.md §2: desktop, with manual WalletConnect control or without chain
 * adapters): a QR code for any WalletConnect wallet and "Copy link".
 */
export default function ConnectingWalletConnectBasicView() {
  const { t } = useTranslate()
  const connection = useWalletConnectConnection('ConnectingWalletConnectBasic')
  if (connection.status === 'failed')
    return (
      <div className="pt-stack pt-center-text">
        <PairingError connection={connection} />
      </div>
    )
  return (
    <div className="pt-stack pt-center-text">
      <PairingQr uri={connection.uri} />
      <p className="pt-muted">{t('walletConnect.scan')}</p>
      <CopyLinkButton uri={connection.uri} />
    </div>
  )
}

import type { Network } from 'portico'
import { Icon, QrCode, WalletImage, useActiveAccount, useTranslate, usePluginContext, useStyleSheet } from 'portico/ui'

const QR_SIZE = 200

const css = /* css */ `
.pt-receive-address{margin:0;padding:10px 12px;border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1);
font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;user-select:all;-webkit-user-select:all}
.pt-receive-networks{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin:0;padding:0;list-style:none}
.pt-receive-networks li{display:inline-flex;align-items:center;gap:6px;padding-block:4px;padding-inline:4px 10px;border-radius:999px;background:var(--pt-bg1)}
`

/**
 * WalletReceive: the connected address in full (selectable), "Copy address" ('Address copied'), the address as
 * a QR code, and the configured networks of the account's chain family, where the same address receives.
 */
export default function WalletReceiveView() {
  useStyleSheet(css)
  const context = usePluginContext('receive')
  const { t } = useTranslate()
  const { namespace, account } = useActiveAccount()
  const address = account?.address
  if (!address || !namespace) return <p className="pt-empty">{t('account.notConnected')}</p>

  // The family's networks where this address, as written, receives (its package says when they differ).
  const chain = context.chain(namespace)
  const receivesOn = chain.has('address') ? chain.address.receivesOn : undefined
  const networks = context.options.networks.filter(
    (n: Readonly<Network>) => n.chainNamespace === namespace && (receivesOn?.(address, n) ?? true),
  )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      context.snackbar.show(t('account.copied'), 'success')
    } catch {
      context.snackbar.show(t('account.copyFailed'), 'error')
    }
  }
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <QrCode value={address} label={t('receive.qr')} size={QR_SIZE} />
      </div>
      <p className="pt-muted">{t('receive.address')}</p>
      <p className="pt-receive-address" dir="ltr">{address}</p>
      <button type="button" className="pt-btn pt-btn-primary" onClick={() => void copy()}>
        <Icon name="copy" />
        {t('account.copy')}
      </button>
      <p className="pt-muted">{t('receive.networks')}</p>
      <ul className="pt-receive-networks" aria-label={t('receive.networkList')}>
        {networks.map((n) => (
          <li key={n.caipNetworkId}>
            <WalletImage name={n.name} imageUrl={n.assets?.imageUrl} imageId={n.assets?.imageId} imageKind="asset" size={20} shape="network" fallback="network" />
            <span>{n.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

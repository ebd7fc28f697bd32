import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { WalletImage } from '../components/WalletImage.js'
import { useI18n } from '../i18n/I18nContext.js'
import { safeLink } from '../wallets/safeUrl.js'

/**
 * A wallet that cannot connect here (not installed, no WalletConnect plugin): its web app or desktop link,
 * https only.
 */
export default function GetWalletView({ data }: ViewProps<'GetWallet'>) {
  const { t } = useI18n()
  const wallet = data?.wallet as Wallet | undefined
  const name = wallet?.name ?? ''
  const href = safeLink(wallet?.webapp_link) ?? safeLink(wallet?.desktop_link)
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={wallet?.image_url} imageId={wallet?.image_id} size={72} />
      </div>
      <p className="pt-muted">{href ? t('wallets.notInstalled', { wallet: name }) : t('wallets.noLink', { wallet: name })}</p>
      {href ? (
        <a className="pt-btn pt-btn-primary" href={href} target="_blank" rel="noopener noreferrer">
          {t('wallets.open', { wallet: name })}
        </a>
      ) : null}
    </div>
  )
}

import type { ViewProps } from '../../kernel/plugins/definePlugin.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { WalletImage } from '../components/WalletImage.js'
import { useI18n } from '../i18n/I18nContext.js'
import { safeLink } from '../wallets/safeUrl.js'

/**
 * Get {wallet}: where to get a wallet the person does not have (not installed here, or no phone at hand), from
 * its directory entry: the browser extension's store page, the phone stores, its web app or desktop link, its home
 * page. Only https links show; each opens in a new tab.
 */
export default function GetWalletView({ data }: ViewProps<'GetWallet'>) {
  const { t } = useI18n()
  const wallet = data?.wallet as Wallet | undefined
  const name = wallet?.name ?? ''
  const app = safeLink(wallet?.webapp_link) ?? safeLink(wallet?.desktop_link)
  const links = [
    { href: safeLink(wallet?.chrome_store), label: t('wallets.extension') },
    { href: safeLink(wallet?.app_store), label: 'App Store' },
    { href: safeLink(wallet?.play_store), label: 'Google Play' },
    { href: app, label: t('wallets.open', { wallet: name }) },
    { href: safeLink(wallet?.homepage), label: t('wallets.website') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href))
  const stores = links.length > (app ? 1 : 0)
  return (
    <div className="pt-stack pt-center-text">
      <div className="pt-hero">
        <WalletImage name={name} imageUrl={wallet?.image_url} imageId={wallet?.image_id} size={72} />
      </div>
      <p className="pt-muted">
        {stores ? t('wallets.getText', { wallet: name }) : app ? t('wallets.notInstalled', { wallet: name }) : t('wallets.noLink', { wallet: name })}
      </p>
      {links.map((link, index) => (
        <a
          key={link.href + link.label}
          className={index === 0 ? 'pt-btn pt-btn-primary' : 'pt-btn pt-btn-secondary'}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
    </div>
  )
}

import type { ViewProps, Wallet } from 'portico'
import { Spinner, WalletImage, useTranslate, usePlugin, usePluginContext } from 'portico/ui'
import { useEffect, useRef } from 'react'
import { buildWalletLink, isSafeWalletLink, walletLinkBase, type WalletLink } from '../walletLinks.js'
import { CopyLinkButton, PairingError, PairingQr } from './PairingParts.js'
import { useWalletConnectConnection } from './useWalletConnectConnection.js'

/** The directory wallet in the view's data, if the data holds one. */
function asWallet(value: unknown): Wallet | undefined {
  const wallet = value as Partial<Wallet> | null | undefined
  return wallet && typeof wallet === 'object' && typeof wallet.name === 'string' && typeof wallet.id === 'string'
    ? (wallet as Wallet)
    : undefined
}

/**
 * Opens a wallet link: custom schemes and phones in this tab (the OS hands over to the app), universal links
 * on desktop and web apps in a new tab. Checked once more right before it opens.
 */
function openWalletLink(link: WalletLink, newTab: boolean): void {
  if (!isSafeWalletLink(link.href)) return
  if (newTab) window.open(link.href, '_blank', 'noopener,noreferrer')
  else window.open(link.href, '_self')
}

/**
 * ConnectingWalletConnect (SPEC.md §2, §3): a directory wallet (`data.wallet`) or any WalletConnect wallet.
 * Desktop: the pairing QR code, "Open {wallet}" through its desktop link, "Open in browser" through its web
 * app, and "Copy link". Phone: the wallet's deep link opens at once instead of a QR code. Opening a wallet
 * stores the deep-link choice; a declined connection offers "Try again" with a fresh uri.
 */
export default function ConnectingWalletConnectView({ data }: ViewProps<'ConnectingWalletConnect'>) {
  const context = usePluginContext('walletconnect')
  const api = usePlugin('walletconnect')
  const { t } = useTranslate()
  const wallet = asWallet(data?.wallet)
  const connection = useWalletConnectConnection('ConnectingWalletConnect')
  const { uri } = connection
  const mobile = context.env.isMobile()
  const nativeBase = mobile ? wallet?.mobile_link : wallet?.desktop_link
  const hasNative = Boolean(wallet && walletLinkBase(nativeBase))
  const hasWeb = Boolean(wallet && walletLinkBase(wallet.webapp_link, { httpsOnly: true }))
  const native = hasNative && uri ? buildWalletLink(nativeBase, uri) : undefined
  const web = hasWeb && uri ? buildWalletLink(wallet?.webapp_link, uri, { httpsOnly: true }) : undefined

  const open = (link: WalletLink | undefined, newTab: boolean) => {
    if (!link || !wallet) return
    api?.pairing.setDeepLinkChoice({ name: wallet.name, href: link.base })
    openWalletLink(link, newTab)
  }
  const openNative = (link: WalletLink | undefined) => open(link, !mobile && link?.kind === 'universal')

  // On a phone the wallet opens by itself once, with the first uri; the button is there if the browser
  // blocked it or the user comes back.
  const autoOpened = useRef(false)
  useEffect(() => {
    if (!mobile || !native || autoOpened.current) return
    autoOpened.current = true
    openNative(native)
    // Only the first link of the visit opens by itself.
  }, [mobile, native])

  if (connection.status === 'failed')
    return (
      <div className="pt-stack pt-center-text">
        {wallet ? (
          <div className="pt-hero">
            <WalletImage name={wallet.name} imageUrl={wallet.image_url} imageId={wallet.image_id} size={72} />
          </div>
        ) : null}
        <PairingError connection={connection} />
      </div>
    )

  const name = wallet?.name ?? ''
  const buttons = (
    <>
      {hasNative ? (
        <button type="button" className="pt-btn pt-btn-primary" disabled={!native} onClick={() => openNative(native)}>
          {t('wallets.open', { wallet: name })}
        </button>
      ) : null}
      {hasWeb ? (
        <button type="button" className="pt-btn pt-btn-secondary" disabled={!web} onClick={() => open(web, true)}>
          {t('walletConnect.openBrowser')}
        </button>
      ) : null}
      <CopyLinkButton uri={uri} />
      {wallet ? (
        // A person without the wallet gets it here: its store pages and home page (the GetWallet view).
        <button type="button" className="pt-row" onClick={() => context.router.push('GetWallet', { wallet: { ...wallet } })}>
          {/* A sentence with the wallet's name, as long as that is: it wraps rather than being cut. */}
          <span className="pt-row-name pt-row-name-wrap">{t('wallets.dontHave', { wallet: wallet.name })}</span>{' '}
          <span className="pt-tag">{t('wallets.getIt')}</span>
        </button>
      ) : null}
    </>
  )

  if (mobile && hasNative && wallet)
    return (
      <div className="pt-stack pt-center-text">
        <div className="pt-hero">
          <WalletImage name={wallet.name} imageUrl={wallet.image_url} imageId={wallet.image_id} size={72} />
          <Spinner label={uri ? t('modal.loading') : t('walletConnect.preparing')} />
        </div>
        <p className="pt-heading">{t('connecting.continueIn', { wallet: wallet.name })}</p>
        <p className="pt-muted">{t('connecting.accept')}</p>
        {buttons}
      </div>
    )

  return (
    <div className="pt-stack pt-center-text">
      <PairingQr uri={uri} />
      <p className="pt-muted">{t('walletConnect.scan')}</p>
      {buttons}
    </div>
  )
}

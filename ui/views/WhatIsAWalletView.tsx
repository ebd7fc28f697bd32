import { useEffect, useState } from 'react'
import type { Messages, PluginStrings } from '../../kernel/plugins/definePlugin.js'
import type { ConnectWallets } from '../../kernel/store/connectWallets.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { Spinner } from '../components/Spinner.js'
import { WalletRow } from '../components/WalletRow.js'
import { useKit } from '../hooks/useKit.js'
import { useSnapValue } from '../hooks/useSnap.js'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { useI18n } from '../i18n/I18nContext.js'
import { loadPluginMessages } from '../i18n/pluginStrings.js'
import { readConnectWalletsStore } from './coreViews.js'
import { forPlatform } from '../wallets/directoryFilters.js'
import { getKernelApi } from '../../kernel/internals.js'
import en from './whatIsAWallet/strings/en.js'
import { whatIsAWalletCss } from './whatIsAWalletCss.js'

/** The view's own strings: English here, the other locales fetched when shown (the modal's catalogues are full). */
const strings: PluginStrings = { en, load: async (locale) => (await import('./whatIsAWallet/locales.js')).default(locale) }

/** How many wallets the view offers to get: the Connect view's first directory wallets. */
const WALLETS_OFFERED = 4

/** The three points, each with its picture (24×24 strokes, as the modal's icons). */
const POINTS = [
  { title: 'help.loginTitle', text: 'help.loginText', path: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.4 4.4-5 8-5s6.5 1.6 8 5' },
  { title: 'help.keysTitle', text: 'help.keysText', path: 'M12 3l8 3v6c0 4.4-3.4 7.8-8 9-4.6-1.2-8-4.6-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  { title: 'help.getTitle', text: 'help.getText', path: 'M3 5h12v10H3zM3 8h12M17 9h4v11h-4zM18.6 17.5h.8' },
] as const

/**
 * "What is a wallet?" (reached from Connect's help link): what a wallet does for a newcomer, in three illustrated
 * points, then "Get a wallet" with the Connect view's first directory wallets, each opening its Get {wallet} page
 * (store pages, web app, home page).
 */
export default function WhatIsAWalletView() {
  useStyleSheet(whatIsAWalletCss)
  const kit = useKit()
  const kernel = getKernelApi(kit)
  const { locale } = useI18n()
  const namespace = useSnapValue(kernel.state.modal, (modal) => modal.namespaceFilter)
  const { loadConnectWallets, peekConnectWallets } = readConnectWalletsStore()
  const [messages, setMessages] = useState<Messages | undefined>(locale === 'en' ? en : undefined)
  const [listed, setListed] = useState<ConnectWallets | undefined>(() => peekConnectWallets(kernel, namespace))

  useEffect(() => {
    let live = true
    void loadPluginMessages(strings, locale).then((loaded) => live && setMessages(loaded))
    return () => {
      live = false
    }
  }, [locale])
  useEffect(() => {
    let live = true
    loadConnectWallets(kernel, namespace).then(
      (wallets) => live && setListed(wallets),
      () => live && setListed({ featured: [], recommended: [], count: 0 }),
    )
    return () => {
      live = false
    }
  }, [kernel, namespace, loadConnectWallets])

  // Its locale's words come with a small chunk of their own: no English flashes before them.
  if (!messages) return <Spinner />
  const say = (key: keyof typeof en) => messages[key] ?? en[key]
  const wallets = forPlatform(kit, [...(listed?.featured ?? []), ...(listed?.recommended ?? [])], namespace).slice(0, WALLETS_OFFERED)
  return (
    <div className="pt-stack">
      <ul className="pt-help">
        {POINTS.map((point) => (
          <li key={point.title} className="pt-help-point">
            <span className="pt-help-pic" aria-hidden="true">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={point.path} />
              </svg>
            </span>
            <span>
              <strong>{say(point.title)}</strong>
              <span className="pt-muted">{say(point.text)}</span>
            </span>
          </li>
        ))}
      </ul>
      {wallets.length ? (
        <>
          <h3 className="pt-help-get" id="pt-help-get">
            {say('help.get')}
          </h3>
          <ul className="pt-list" aria-labelledby="pt-help-get">
            {wallets.map((wallet: Wallet) => (
              <WalletRow
                key={wallet.id}
                name={wallet.name}
                imageUrl={wallet.image_url}
                imageId={wallet.image_id}
                onSelect={() => kernel.router.push('GetWallet', { wallet: { ...wallet } })}
              />
            ))}
          </ul>
        </>
      ) : listed ? (
        // No directory wallet to offer (the list could not be fetched): the whole directory.
        <button type="button" className="pt-btn pt-btn-primary" onClick={() => kernel.router.push('AllWallets')}>
          {say('help.get')}
        </button>
      ) : null}
    </div>
  )
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { ChainCapabilityName } from '../../kernel/connection/adapter.js'
import { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'
import type { WalletFeature } from '../../kernel/features/types.js'
import type { AccountTab, TokenBalance } from '../../kernel/types/account.js'
import type { ViewName } from '../../kernel/types/registries.js'
import { Avatar } from '../components/Avatar.js'
import { Icon } from '../components/icons.js'
import { Spinner } from '../components/Spinner.js'
import { ViewHost } from '../components/ViewHost.js'
import { VirtualGrid } from '../components/VirtualGrid.js'
import { WalletImage } from '../components/WalletImage.js'
import { useActiveAccount } from '../hooks/useAccount.js'
import { useKit } from '../hooks/useKit.js'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { formatBalance, formatNumber, formatUsd, shortenAddress } from '../i18n/format.js'
import type { PluginMessageKey } from '../i18n/pluginStrings.js'
import { getKernelApi } from '../../kernel/internals.js'
import { accountCss } from './accountCss.js'

/** The tabs of SPEC.md §2; a plugin fills NFTs and Activity, or adds a tab after them (`registerAccountTab`). */
const TABS: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']
/** Token lists longer than this are virtualized. */
const TOKENS_VIRTUAL_FROM = 20

function featureOn(features: Readonly<Record<WalletFeature, unknown>>, feature: WalletFeature): boolean {
  const value = features[feature]
  return Array.isArray(value) ? value.length > 0 : Boolean(value)
}

/** Whether `id` names a wallet feature of SPEC.md §2 (its place and flag are the features'). */
const isWalletFeature = (features: { walletFeaturesOrder: readonly WalletFeature[] }, id: string): id is WalletFeature =>
  (['onramp', 'swaps', 'receive', 'send'] as readonly string[]).includes(id) || features.walletFeaturesOrder.includes(id as WalletFeature)

function TokenRow({ token, locale }: { token: Readonly<TokenBalance>; locale: string }) {
  const value = token.value ?? token.price * Number(token.quantity.numeric)
  return (
    <div className="pt-token">
      <WalletImage name={token.symbol} imageUrl={token.iconUrl} size={32} shape="network" />
      <span className="pt-token-text">
        <span className="pt-row-name">{token.name}</span>
        <span className="pt-muted" dir="ltr">{formatBalance(token.quantity.numeric, token.symbol, locale)}</span>
      </span>
      <span className="pt-token-value" dir="ltr">{formatUsd(value, locale)}</span>
    </div>
  )
}

/**
 * Account (SPEC.md §2): avatar, name or address with a copy button, the native balance, the network button,
 * the wallet features, tabs Tokens / NFTs / Activity and Disconnect. Balances and identity refresh when the
 * view shows and when the address or network changes.
 */
export default function AccountView() {
  useStyleSheet(accountCss)
  const kit = useKit()
  const { t, tp, locale } = useI18n()
  const kernel = getKernelApi(kit)
  const { namespace, account, network, unsupported } = useActiveAccount()
  const { resolved: features } = useSnap(kernel.state.features)
  // Re-renders when plugins register, unregister or load; what shows is read below.
  useSnap(kernel.state.registrations)
  useSnap(kernel.state.plugins)
  const address = account?.address
  const status = account?.status
  const [tab, setTab] = useState<string>(account?.currentTab ?? 'Tokens')
  const [leaving, setLeaving] = useState(false)
  const [retrying, setRetrying] = useState(false)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (!address) return
    // Both keep their own failures ('Token Balance Unavailable'; no profile: the address shows).
    void kernel.account.refreshBalances().catch(() => {})
    // Only their code failing to load rejects, and then the view shows the account as it has it.
    void kernel.account.refreshIdentity().catch(() => {})
  }, [kernel, address, network?.caipNetworkId])
  useEffect(() => {
    if (!address && status !== 'connecting') kernel.router.replace('Connect')
  }, [kernel, address, status])

  if (!account || !address) return <p className="pt-empty">{t('account.notConnected')}</p>

  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol
  // A failed fetch (SPEC.md §8) is said as such, with a Retry, never shown as a zero balance or an empty list.
  const unavailable = account.balanceUnavailable === true
  // A chain package that reads no balances: no balance line, and the Tokens tab says so; never a zero (DESIGN.md Chains).
  const notRead = account.balanceNotRead === true
  const retryBalance = () => {
    setRetrying(true)
    void kernel.account
      .refreshBalances(namespace, { force: true })
      // Only its code failing to load rejects: the view then still says the balance is unavailable.
      .catch(() => {})
      .finally(() => setRetrying(false))
  }
  // Until the first answer, a spinner in the balance's line, on a test network too (its balance is read from the
  // chain): never a zero a person could take for theirs. A network the kit does not support has none to wait for.
  const balance =
    unavailable ? undefined
    : account.balance !== undefined
      ? formatBalance(account.balance, symbol, locale)
      : unsupported
        ? `${formatNumber(0, locale)} ${symbol ?? ''}`.trim()
        : undefined

  // What a plugin adds shows when its view can, and only on a chain family whose package offers what it needs.
  const chain = kernel.chain(namespace)
  const offered = (entry: { view: ViewName; needs?: readonly ChainCapabilityName[] | undefined }) =>
    kernel.modal.canShow(entry.view) && (entry.needs ?? []).every((capability) => chain.has(capability))
  // SPEC.md §2 tabs, then the tabs plugins add; a tab's content is the view a plugin registered for it.
  const tabViews = kernel.registrations('accountTabs').filter(offered)
  const tabNames = [...TABS, ...tabViews.filter((entry) => !(TABS as readonly string[]).includes(entry.id)).map((entry) => entry.id)]
  const select = (next: string, focus = false) => {
    setTab(next)
    if (namespace) kernel.setAccountTab(namespace, next as AccountTab)
    if (focus) tabs.current[tabNames.indexOf(next)]?.focus()
  }
  const onTabKey = (event: KeyboardEvent) => {
    const at = tabNames.indexOf(tab)
    const to =
      event.key === 'ArrowRight' ? (at + 1) % tabNames.length
      : event.key === 'ArrowLeft' ? (at + tabNames.length - 1) % tabNames.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabNames.length - 1
      : -1
    if (to < 0) return
    event.preventDefault()
    select(tabNames[to] as string, true)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      kernel.snackbar.show(t('account.copied'), 'success')
    } catch {
      kernel.snackbar.show(t('account.copyFailed'), 'error')
    }
  }
  const disconnect = async () => {
    setLeaving(true)
    try {
      await kernel.disconnect()
      kit.close()
    } catch (error) {
      kernel.snackbar.show(parseErrorMessage(error), 'error')
    } finally {
      setLeaving(false)
    }
  }

  // SPEC.md §2 wallet features in their configured order, each while its flag is on (SPEC.md §6), then the
  // buttons plugins add beside them.
  const registered = kernel.registrations('walletFeatures').filter(offered)
  const walletFeatures = [
    ...features.walletFeaturesOrder.flatMap((feature) =>
      featureOn(features, feature) ? registered.filter((entry) => entry.id === feature) : [],
    ),
    ...registered.filter((entry) => !isWalletFeature(features, entry.id)),
  ]
  const actions = kernel.registrations('accountActions').filter(offered)
  // What a plugin registers opens its view without data.
  const openWithoutData = kernel.router.push as (view: ViewName) => void
  const tokens = account.tokenBalance
  const pluginView = tabViews.find((entry) => entry.id === tab)?.view
  let panel
  if (tab === 'Tokens')
    panel = notRead ? (
      <p className="pt-empty">{t('account.balanceNotRead')}</p>
    ) : unavailable ? (
      <p className="pt-empty">{t('account.tokensUnavailable')}</p>
    ) : !tokens.length ? (
      <p className="pt-empty">{t('account.noTokens')}</p>
    ) : tokens.length > TOKENS_VIRTUAL_FROM ? (
      <VirtualGrid
        items={tokens}
        label={t('tab.Tokens')}
        rowHeight={56}
        minItemWidth={Number.MAX_SAFE_INTEGER}
        getKey={(token) => `${token.chainId}:${token.address ?? token.symbol}`}
        renderItem={(token) => <TokenRow token={token} locale={locale} />}
      />
    ) : (
      <ul className="pt-list" aria-label={t('tab.Tokens')}>
        {tokens.map((token) => (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
            <TokenRow token={token} locale={locale} />
          </li>
        ))}
      </ul>
    )
  else if (pluginView) panel = <ViewHost view={pluginView} />
  else
    panel = (
      <div className="pt-empty">
        <p className="pt-heading">{tab === 'NFTs' ? t('account.noNfts') : t('account.noActivity')}</p>
        {tab === 'Activity' ? <p className="pt-muted">{t('account.noActivityText')}</p> : null}
      </div>
    )

  return (
    <div className="pt-stack">
      <div className="pt-profile">
        <Avatar address={address} image={account.profileImage} />
        <div className="pt-profile-name">
          <bdi className="pt-heading">{account.profileName || shortenAddress(address)}</bdi>
          <button type="button" className="pt-icon-btn" aria-label={t('account.copy')} onClick={() => void copy()}>
            <Icon name="copy" />
          </button>
        </div>
        {notRead ? null : unavailable ? (
          <div className="pt-balance-row">
            <p className="pt-balance">{t('account.balanceUnavailable')}</p>
            <button type="button" className="pt-btn pt-btn-secondary" disabled={retrying} onClick={retryBalance}>
              {t('account.retryBalance')}
            </button>
          </div>
        ) : balance ? (
          <p className="pt-balance" dir="ltr">{balance}</p>
        ) : (
          <p className="pt-balance">
            <Spinner small label={t('account.balance')} />
          </p>
        )}
        {network || unsupported ? (
          <button type="button" className="pt-chip" onClick={() => kernel.router.push('Networks')}>
            <WalletImage name={network?.name ?? '?'} imageUrl={network?.assets?.imageUrl} imageId={network?.assets?.imageId} imageKind="asset" size={20} shape="network" fallback="network" />
            <span>{unsupported ? t('title.UnsupportedChain') : network?.name}</span>
            <Icon name="chevron" size={14} />
          </button>
        ) : null}
      </div>
      {walletFeatures.length || actions.length ? (
        <ul className="pt-actions" aria-label={t('account.features')}>
          {[...walletFeatures, ...actions].map((action) => (
            <li key={`${action.pluginId}:${action.id}`}>
              <button type="button" className="pt-btn pt-btn-secondary" onClick={() => openWithoutData(action.view)}>
                {tp(action.label as PluginMessageKey)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="pt-tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onTabKey}>
        {tabNames.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`pt-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="pt-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            className="pt-tab"
            onClick={() => select(name)}
          >
            {(TABS as readonly string[]).includes(name)
              ? t(`tab.${name as AccountTab}`)
              : tp(tabViews.find((entry) => entry.id === name)?.label as PluginMessageKey)}
          </button>
        ))}
      </div>
      <div className="pt-tabpanel" role="tabpanel" id="pt-tabpanel" aria-labelledby={`pt-tab-${tab}`}>
        {panel}
      </div>
      <button type="button" className="pt-btn pt-btn-secondary" disabled={leaving} onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </button>
    </div>
  )
}

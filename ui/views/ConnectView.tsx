import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { filterConnectors } from '../../kernel/connectors/filterConnectors.js'
import { filterSocialsForTelegram } from '../../kernel/connectors/filterSocialsForTelegram.js'
import { getConnectMethodsOrder } from '../../kernel/connectors/getConnectMethodsOrder.js'
import { mergeMultiChainConnectors } from '../../kernel/connectors/mergeMultiChainConnectors.js'
import { groupConnectors } from '../../kernel/connectors/groupConnectors.js'
import { hasInjectedOrAnnouncedWallet } from '../../kernel/connectors/hasInjectedOrAnnouncedWallet.js'
import { orderConnectSections } from '../../kernel/connectors/orderConnectSections.js'
import type { ConnectWallets } from '../../kernel/store/connectWallets.js'
import type { ViewName } from '../../kernel/types/registries.js'
import type { PluginMessageKey } from '../i18n/pluginStrings.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import type { ConnectMethodRegistration } from '../../kernel/plugins/registrations.js'
import { ConnectSlot } from '../components/ConnectSlot.js'
import { Icon } from '../components/icons.js'
import { Template } from '../components/Template.js'
import { WalletRow, WalletRowPlaceholder } from '../components/WalletRow.js'
import { useKit } from '../hooks/useKit.js'
import { useSnap, useSnapValue } from '../hooks/useSnap.js'
import { formatInteger } from '../i18n/formatInteger.js'
import { useI18n } from '../i18n/I18nContext.js'
import { forPlatform, walletCountLabel } from '../wallets/directoryFilters.js'
import { fetchExcludedWallets, isExcludedConnector } from '../wallets/excludedWallets.js'
import { readConnectWalletsStore } from './coreViews.js'
import { connectWith, findWalletConnector, pickWallet } from '../wallets/pickWallet.js'
import { safeHttpLink } from '../wallets/safeUrl.js'
import { getKernelApi } from '../../kernel/internals.js'

/** What the view shows when the directory's wallets could not be fetched: the other rows. */
const NO_DIRECTORY_WALLETS: ConnectWallets = { featured: [], recommended: [], count: 0 }

/**
 * Connect (SPEC.md §2): connect methods in order, then the wallet sections in the connector type order (recent,
 * installed, featured, custom, external, recommended), "All Wallets" and the legal footer. The kit fetches the
 * directory's wallets when idle after start-up, so the first render has them; else they are fetched now, and
 * until they answer blank rows keep their space, so the card does not grow under the pointer when they arrive.
 */
export default function ConnectView() {
  const kit = useKit()
  const { t, tp, locale } = useI18n()
  const kernel = getKernelApi(kit)
  const { options, env } = kernel
  const { expectedConnectWallets, loadConnectWallets, peekConnectWallets } = readConnectWalletsStore()
  const { list } = useSnap(kernel.state.connectors)
  const { wallets: recentWallets } = useSnap(kernel.state.recentWallets)
  const { resolved: features } = useSnap(kernel.state.features)
  const namespace = useSnapValue(kernel.state.modal, (modal) => modal.namespaceFilter)
  // Re-renders when plugins add or remove a Connect method (a plugin's other registrations do not show here); what
  // shows is read below.
  useSnap(kernel.state.registrations.connectMethods)
  const [fetched, setFetched] = useState<ConnectWallets | undefined>(() => peekConnectWallets(kernel, namespace))
  // The excluded wallets' directory entries; until they are known, no browser wallet shows that may be one of them.
  const [excluded, setExcluded] = useState<readonly Wallet[] | undefined>(options.excludeWalletIds?.length ? undefined : [])

  useEffect(() => {
    // Nothing excluded: the state is that already, and setting it again would render Connect once more, before the
    // open's first frame is painted.
    if (!options.excludeWalletIds?.length) return undefined
    let live = true
    void fetchExcludedWallets(kit).then((wallets) => live && setExcluded(wallets))
    return () => {
      live = false
    }
  }, [kit, options])

  useEffect(() => {
    let live = true
    const known = peekConnectWallets(kernel, namespace)
    if (known) setFetched(known)
    else
      loadConnectWallets(kernel, namespace).then(
        (wallets) => live && setFetched(wallets),
        () => live && setFetched(NO_DIRECTORY_WALLETS),
      )
    return () => {
      live = false
    }
  }, [kernel, namespace, loadConnectWallets, peekConnectWallets])
  // Until the directory first answers, the most rows it can bring are kept blank (it may bring fewer: one shrink).
  const expected = fetched ? undefined : expectedConnectWallets(kernel, namespace)
  const directory = useMemo(
    () => ({
      featured: forPlatform(kit, fetched?.featured ?? [], namespace),
      recommended: forPlatform(kit, fetched?.recommended ?? [], namespace),
      count: fetched?.count ?? 0,
    }),
    [kit, fetched, namespace],
  )

  const connectors = list as readonly Connector[]
  const visible = useMemo(
    () =>
      filterConnectors(connectors, { isMobile: env.isMobile(), namespace }).filter((c) =>
        excluded
          ? !isExcludedConnector(c, options.excludeWalletIds ?? [], excluded)
          : c.type !== 'ANNOUNCED' && c.type !== 'INJECTED',
      ),
    [connectors, env, namespace, options, excluded],
  )
  // Without a namespace asked for, a browser wallet on several chain families is one row (MULTI_CHAIN).
  const rowsOf = useMemo(() => (namespace ? visible : mergeMultiChainConnectors(visible)), [visible, namespace])

  const rows: ReactNode[] = []
  const shownConnectors = new Set<string>()
  const shownWallets = new Set<string>()
  const isShown = (wallet: Wallet) => {
    const connector = findWalletConnector(visible, wallet)
    return shownWallets.has(wallet.id) || Boolean(connector && shownConnectors.has(connector.id))
  }
  // Pointer or focus on a directory wallet without a connector here lets the plugin that connects it fetch its code.
  const connectIntent = () => kernel.events.emit('CONNECT_INTENT')
  const addConnector = (
    c: Connector,
    tag?: string,
    onSelect = () => (c.type === 'MULTI_CHAIN' ? kernel.router.push('ConnectingMultiChain', { connectorId: c.id }) : connectWith(kit, c)),
    icon?: ReactNode,
    onIntent?: () => void,
  ) => {
    if (shownConnectors.has(c.id)) return
    shownConnectors.add(c.id)
    if (c.explorerId) shownWallets.add(c.explorerId)
    // A MULTI_CHAIN row stands for its families' connectors: a directory entry of one of them is this row.
    for (const family of c.connectors ?? []) shownConnectors.add(family.id)
    rows.push(
      <WalletRow
        key={`c:${c.id}`}
        name={c.name}
        imageUrl={c.imageUrl}
        imageId={c.imageId}
        tag={tag}
        icon={icon}
        onSelect={onSelect}
        onIntent={onIntent}
      />,
    )
  }
  const addWallet = (wallet: Wallet, tag?: string) => {
    if (isShown(wallet)) return
    shownWallets.add(wallet.id)
    const connector = findWalletConnector(visible, wallet)
    if (connector) shownConnectors.add(connector.id)
    rows.push(
      <WalletRow
        key={`w:${wallet.id}`}
        name={wallet.name}
        imageUrl={wallet.image_url}
        imageId={wallet.image_id}
        tag={tag ?? (connector ? t('connect.installed') : undefined)}
        onSelect={() => pickWallet(kit, wallet, visible)}
        onIntent={connector ? undefined : connectIntent}
      />,
    )
  }

  const groups = groupConnectors(rowsOf, {
    recentWalletIds: recentWallets.map((w) => w.id),
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets?.map((w) => ({ ...w })),
  })
  // SPEC.md §5: inside Telegram some social providers are not offered (the platform is asked only when there are).
  const socials = features.socials && features.socials.length
    ? filterSocialsForTelegram([...features.socials], {
        isTelegram: env.isTelegram(),
        isIos: env.isIos(),
        isMac: env.isMac(),
        isAndroid: env.isAndroid(),
      })
    : []
  // What plugins add (`registerConnectMethod`), each at its method's place while that method's flag is on; a
  // built-in plugin's entry is there before the plugin has loaded (its view waits for it), so nothing moves when
  // it arrives and a pick meant for another row cannot land on it.
  const registered = kernel.registrations('connectMethods').filter(
    (entry) =>
      kernel.modal.canShow(entry.view) &&
      (entry.method === 'email' ? features.email
      : entry.method === 'social' ? (entry.provider ? socials.includes(entry.provider) : socials.length > 0)
      : true),
  )
  // The social row's providers (those with no row of their own): one is a single wide row, so its slot keeps
  // that height, not the height of a row with buttons under it.
  const rowSocials = socials.filter((provider) => !registered.some((entry) => entry.method === 'social' && entry.provider === provider)).length
  // What a plugin registers opens its view without data.
  const openWithoutData = kernel.router.push as (view: ViewName) => void
  const registeredRow = (entry: ConnectMethodRegistration & { pluginId: string }) => {
    const name = tp(entry.label as PluginMessageKey)
    return (
      <WalletRow
        key={`${entry.pluginId}:${entry.id}`}
        name={name}
        icon={
          entry.icon ? (
            <span className="pt-img pt-img-wallet pt-img-icon">
              <Icon name={entry.icon} size={20} />
            </span>
          ) : (
            <span className="pt-img pt-img-wallet pt-img-icon" aria-hidden="true">
              {name.charAt(0)}
            </span>
          )
        }
        onSelect={() => openWithoutData(entry.view)}
        onIntent={() => kernel.events.emit('CONNECT_INTENT', { via: entry.pluginId })}
      />
    )
  }
  for (const section of orderConnectSections(features.connectorTypeOrder)) {
    // A plugin's rows of this section come first in it (WalletConnect's own section holds only its row).
    for (const entry of registered) if (entry.method === 'wallet' && entry.section === section) rows.push(registeredRow(entry))
    // The WALLET_CONNECT connectors are reached through their plugin's row (above), not a row each.
    if (section === 'walletConnect') continue
    if (section === 'recent') {
      for (const c of groups.recent) addConnector(c, t('connect.recent'))
      for (const w of forPlatform(kit, recentWallets as Wallet[], namespace)) addWallet(w, t('connect.recent'))
    } else if (section === 'injected') for (const c of groups.injected) addConnector(c, t('connect.installed'))
    else if (section === 'featured') {
      for (const c of groups.featured) addConnector(c)
      for (const w of directory.featured) addWallet(w)
      for (const id of expected?.featuredIds ?? [])
        if (!shownWallets.has(id)) rows.push(<WalletRowPlaceholder key={`ph:f:${id}`} />)
    } else if (section === 'custom') for (const w of groups.custom) addWallet(w)
    else if (section === 'external') for (const c of groups.external) addConnector(c)
    else {
      for (const w of directory.recommended) addWallet(w)
      for (let i = 0; i < (expected?.recommended ?? 0); i++) rows.push(<WalletRowPlaceholder key={`ph:r:${i}`} />)
    }
  }
  if (features.allWallets)
    rows.push(
      <WalletRow
        key="all-wallets"
        name={t('connect.allWallets')}
        icon={
          <span className="pt-img pt-img-wallet pt-img-icon">
            <Icon name="wallets" size={20} />
          </span>
        }
        tag={
          directory.count > 0
            ? t('connect.walletCount', { count: formatInteger(Number(walletCountLabel(directory.count)), locale) })
            : undefined
        }
        onSelect={() => kernel.router.push('AllWallets')}
        onIntent={connectIntent}
      />,
    )

  const methods: ReactNode[] = []
  const order = getConnectMethodsOrder({
    custom: features.connectMethodsOrder as Parameters<typeof getConnectMethodsOrder>[0]['custom'],
    hasVisibleWallets: hasInjectedOrAnnouncedWallet(visible),
  })
  // The wallet section always shows, even when a custom order leaves it out.
  if (!order.includes('wallet')) order.push('wallet')
  for (const method of order) {
    const own = registered.filter((entry) => entry.method === method && !(method === 'wallet' && entry.section))
    // A view a plugin shows in place (the email field) comes where its method's turn comes.
    for (const entry of own)
      if (entry.inline)
        methods.push(
          <ConnectSlot key={`${entry.pluginId}:${entry.id}`} method={method} view={entry.view} single={method === 'social' && rowSocials === 1} />,
        )
    if (method === 'wallet')
      methods.push(
        rows.length ? (
          <ul key="wallets" className="pt-list" aria-label={t('connect.wallets')} aria-busy={expected ? true : undefined}>
            {rows}
          </ul>
        ) : (
          <p key="wallets" className="pt-empty">
            {t('connect.noWallets')}
          </p>
        ),
      )
    const added = own.filter((entry) => !entry.inline)
    if (added.length)
      methods.push(
        <ul key={`${method}:added`} className="pt-list" aria-label={t('connect.methods')}>
          {added.map(registeredRow)}
        </ul>,
      )
  }

  const terms = safeHttpLink(options.termsConditionsUrl)
  const privacy = safeHttpLink(options.privacyPolicyUrl)
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  return (
    <div className="pt-stack">
      {methods}
      <button type="button" className="pt-link" onClick={() => kernel.router.push('WhatIsAWallet')}>
        {t('title.WhatIsAWallet')}
      </button>
      {terms || privacy ? (
        <p className="pt-legal">
          <Template
            text={t(terms && privacy ? 'legal.both' : terms ? 'legal.terms' : 'legal.privacy')}
            values={{
              terms: terms ? link(terms, t('legal.termsLink')) : null,
              privacy: privacy ? link(privacy, t('legal.privacyLink')) : null,
            }}
          />
        </p>
      ) : null}
    </div>
  )
}

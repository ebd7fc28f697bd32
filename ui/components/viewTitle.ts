import type { Connector } from '../../kernel/types/connector.js'
import { en, type MessageKey } from '../i18n/en.js'
import type { I18n } from '../i18n/I18nContext.js'
import type { PluginMessageKey } from '../i18n/pluginStrings.js'

function nameOf(value: unknown): string | undefined {
  const name = (value as { name?: unknown } | undefined)?.name
  return typeof name === 'string' && name ? name : undefined
}

/**
 * The header title of a view, which also names the dialog: the wallet's name while connecting one, the catalogue's
 * title of a known view, the plugin's own `title.<view>` string, a plugin's `data.title`, or the view's name split into words.
 */
export function viewTitle(
  view: string,
  data: Readonly<Record<string, unknown>> | undefined,
  connectors: readonly Pick<Connector, 'id' | 'name'>[],
  { t, tp }: Pick<I18n, 't' | 'tp'>,
): string {
  if (view === 'ConnectingExternal') {
    const id = data?.connectorId
    return connectors.find((c) => c.id === id)?.name ?? nameOf(data) ?? t('title.Connect')
  }
  if (view === 'GetWallet') return t('wallets.get', { wallet: nameOf(data?.wallet) ?? '' })
  // A view that connects a directory wallet (`{ wallet }`) is titled with the wallet's name.
  const wallet = nameOf(data?.wallet)
  if (wallet) return wallet
  const key = `title.${view}`
  if (key in en.messages) return t(key as MessageKey)
  // A plugin's view: its strings' `title.<view>`, when it has one.
  const own = tp(key as PluginMessageKey)
  if (own !== key) return own
  if (typeof data?.title === 'string' && data.title) return data.title
  return view.replace(/([a-z])([A-Z])/gu, '$1 $2')
}

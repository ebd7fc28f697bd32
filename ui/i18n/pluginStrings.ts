import type { Messages, PluginStrings } from '../../kernel/plugins/definePlugin.js'
import type { PluginsState } from '../../kernel/store/createStore.js'

/**
 * Keys of the plugins' strings. A plugin declares its keys from its English messages:
 *
 * @example
 * declare module 'portico/ui' {
 *   interface PluginMessages extends Record<keyof typeof en, string> {}
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginMessages {}

/**
 * A key of some plugin's strings; a plural message (`'acme.pools.one'`, `'acme.pools.other'`) is asked for by
 * its stem, `'acme.pools'`.
 */
export type PluginMessageKey = (keyof PluginMessages & string) extends infer key
  ? key extends `${infer stem}.other`
    ? stem
    : key extends `${string}.${Intl.LDMLPluralRule}`
      ? never
      : key
  : never

/** Locales a plugin's strings have been loaded in, per plugin: loaded once per page. */
const loaded = new WeakMap<PluginStrings, Map<string, Messages>>()

/** A plugin's messages in `locale` (a code of `LOCALES`) if they are at hand now. */
function pluginMessagesNow(strings: PluginStrings, locale: string): Messages | undefined {
  if (locale === 'en') return typeof strings.en === 'object' ? strings.en : undefined
  return loaded.get(strings)?.get(locale)
}

/** Whether a plugin's messages in `locale` have loaded (English: whether its English is at hand). */
export const pluginMessagesLoaded = (strings: PluginStrings, locale: string): boolean => pluginMessagesNow(strings, locale) !== undefined

/**
 * Loads a plugin's messages in `locale` (a code of `LOCALES`); its English when it has none there or their
 * chunk fails to load (the kit fetches a plugin's English chunk with its first view, see `PluginStrings`).
 */
export async function loadPluginMessages(strings: PluginStrings, locale: string): Promise<Messages> {
  const english = pluginMessagesNow(strings, 'en') ?? {}
  const now = pluginMessagesNow(strings, locale)
  if (now) return now
  if (!strings.load || locale === 'en') return english
  try {
    const messages = (await strings.load(locale)).default
    let byLocale = loaded.get(strings)
    if (!byLocale) loaded.set(strings, (byLocale = new Map()))
    byLocale.set(locale, messages)
    return messages
  } catch {
    return english
  }
}

/** One plugin's messages at hand now, in `locale` and in English. */
export interface LoadedPluginMessages {
  messages: Messages
  english: Messages
}

/**
 * Every loaded plugin's messages in `locale` and in English, each merged over the plugins: what a plugin view's
 * `t(key)` reads. Locales still loading show English.
 */
export function mergePluginMessages(plugins: Readonly<PluginsState>, locale: string): LoadedPluginMessages {
  const messages: Record<string, string> = {}
  const english: Record<string, string> = {}
  for (const entry of Object.values(plugins)) {
    const strings = entry.strings
    if (!strings) continue
    Object.assign(english, pluginMessagesNow(strings, 'en'))
    Object.assign(messages, pluginMessagesNow(strings, locale))
  }
  return { messages, english }
}

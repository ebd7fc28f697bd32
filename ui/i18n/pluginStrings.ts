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

/** A key of some plugin's strings. */
export type PluginMessageKey = keyof PluginMessages & string

/** Locales a plugin's strings have been loaded in, per plugin: loaded once per page. */
const loaded = new WeakMap<PluginStrings, Map<string, Messages>>()

/** The language part of a locale: `'de-AT'` → `'de'`. */
function languageOf(locale: string | undefined): string {
  return (locale ?? 'en').toLowerCase().split(/[-_]/u)[0] ?? 'en'
}

/** A plugin's messages in `locale` if they are at hand now. */
function pluginMessagesNow(strings: PluginStrings, locale: string): Messages | undefined {
  const code = languageOf(locale)
  const given = strings[code]
  if (typeof given === 'object') return given
  return loaded.get(strings)?.get(code)
}

/**
 * Loads a plugin's messages in `locale`; its English when it has none there or their chunk fails to load (the
 * kit fetches a plugin's English chunk with its first view, see `PluginStrings`).
 */
export async function loadPluginMessages(strings: PluginStrings, locale: string): Promise<Messages> {
  const code = languageOf(locale)
  const english = pluginMessagesNow(strings, 'en') ?? {}
  const now = pluginMessagesNow(strings, code)
  if (now) return now
  const loader = strings[code]
  if (typeof loader !== 'function' || code === 'en') return english
  try {
    const messages = (await loader()).default
    let byLocale = loaded.get(strings)
    if (!byLocale) loaded.set(strings, (byLocale = new Map()))
    byLocale.set(code, messages)
    return messages
  } catch {
    return english
  }
}

/**
 * Every loaded plugin's messages in `locale`, merged, with each plugin's English under its own: what a plugin
 * view's `t(key)` reads. Locales still loading show English.
 */
export function mergePluginMessages(plugins: Readonly<PluginsState>, locale: string): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const entry of Object.values(plugins)) {
    const strings = entry.strings
    if (!strings) continue
    Object.assign(merged, pluginMessagesNow(strings, 'en'), pluginMessagesNow(strings, locale))
  }
  return merged
}

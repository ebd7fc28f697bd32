import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { subscribe } from 'valtio/vanilla'
import type { PluginsState } from '../../kernel/store/createStore.js'
import { en, type Catalogue, type MessageKey } from './en.js'
import { browserLanguages, isRightToLeft, resolveLocale, type LocaleCode } from './locales.js'
import { loadPluginMessages, mergePluginMessages, pluginMessagesLoaded, type LoadedPluginMessages, type PluginMessageKey } from './pluginStrings.js'
import { loadCatalogue, loadedCatalogue, pickMessage, translate, translateSpec, type MessageValues } from './translate.js'

/** What views use to show text: the active locale, its messages and the SPEC.md message translations. */
export interface I18n {
  /** The locale shown, a code of `LOCALES` (its catalogue loaded). */
  locale: LocaleCode
  /** Its writing direction: the modal's root mirrors for `'rtl'`. */
  dir: 'ltr' | 'rtl'
  t(key: MessageKey, values?: MessageValues): string
  /** Translates a kernel message given in SPEC.md wording (snack messages, alerts, errors). */
  spec(text: string): string
  /** A plugin's message (its own strings, English while its locale loads), or the modal's own. */
  tp(key: PluginMessageKey | MessageKey, values?: MessageValues): string
}

const NO_PLUGIN_MESSAGES: LoadedPluginMessages = { messages: {}, english: {} }

const sameStrings = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

function makeI18n(locale: LocaleCode, catalogue: Catalogue, plugin = NO_PLUGIN_MESSAGES): I18n {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, catalogue, key, values)
  return {
    locale,
    dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
    t,
    spec: (text) => translateSpec(catalogue, text),
    tp: (key, values) => pickMessage(locale, plugin.messages, plugin.english, key, values) ?? t(key as MessageKey, values),
  }
}

const I18nContext = createContext<I18n>(makeI18n('en', en))

/** Loads the strings in `locale` of the plugins that have their own. */
const pluginLoads = (plugins: PluginsState | undefined, locale: string) =>
  Object.values(plugins ?? {}).flatMap((entry) => (entry.strings ? [loadPluginMessages(entry.strings, locale)] : []))

/** Whether the catalogue of `locale` and the strings in it of every loaded plugin are at hand. */
const atHand = (locale: LocaleCode, plugins: PluginsState | undefined) =>
  locale === 'en' ||
  (loadedCatalogue(locale) !== undefined && Object.values(plugins ?? {}).every((entry) => !entry.strings?.load || pluginMessagesLoaded(entry.strings, locale)))

/**
 * Provides the catalogue of the locale `requested` resolves to (`'auto'`: the visitor's languages), loading it on
 * demand, and the strings of the kit's loaded plugins in it. The locale before it shows (English at first) until the
 * catalogue and the plugins' strings have all loaded; then they show in one render, so no frame mixes two languages.
 * A plugin that arrives shows its English until its strings load.
 */
export function I18nProvider({ locale: requested, plugins, children }: { locale: string; plugins?: PluginsState; children: ReactNode }) {
  const locale = useMemo(() => resolveLocale(requested, browserLanguages()), [requested])
  const merge = (at: LocaleCode) => ({ at, plugin: plugins ? mergePluginMessages(plugins, at) : NO_PLUGIN_MESSAGES })
  const [shown, setShown] = useState(() => merge(atHand(locale, plugins) ? locale : 'en'))
  // Strings already loaded show in this very render (React renders the provider again before its children).
  if (shown.at !== locale && atHand(locale, plugins)) setShown(merge(locale))
  useEffect(() => {
    let live = true
    // A plugin that arrives without strings, or with none new, renders nothing again.
    const show = (at: LocaleCode) => {
      const next = merge(at)
      if (live)
        setShown((before) =>
          before.at === at && sameStrings(before.plugin.messages, next.plugin.messages) && sameStrings(before.plugin.english, next.plugin.english)
            ? before
            : next,
        )
    }
    const refresh = () => {
      show(shown.at)
      void Promise.all([loadCatalogue(locale), ...pluginLoads(plugins, locale)]).then(() => show(locale))
    }
    refresh()
    const off = plugins && subscribe(plugins, refresh)
    return () => {
      live = false
      off?.()
    }
  }, [plugins, locale, shown.at])
  // English when the locale's chunk failed to load; numbers follow the locale shown, so a sentence never mixes two.
  const value = useMemo(() => makeI18n(shown.at, loadedCatalogue(shown.at) ?? en, shown.plugin), [shown])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  return useContext(I18nContext)
}

/** A key a plugin view may translate: its plugin's own (`PluginMessages`) or one of the modal's. */
export type TranslationKey = PluginMessageKey | MessageKey

/** What `useTranslate()` gives a plugin's view. */
export interface Translate {
  /** The locale shown, a code of `LOCALES` (its catalogue loaded), for number and date formatting. */
  locale: LocaleCode
  /**
   * A message of the plugin's strings (English while its locale loads), or of the modal's own; a plural
   * message by its stem with a numeric `count`.
   */
  t(key: TranslationKey, values?: MessageValues): string
  /** Translates a message in SPEC.md wording (snack messages, alerts, kernel errors). */
  spec(text: string): string
}

/**
 * Text for a plugin's view: its strings (`definePlugin({ strings })`) in the kit's locale, the modal's
 * otherwise. The view renders again when a locale's strings arrive.
 *
 * @example
 * const { t, locale } = useTranslate()
 * t('acme.stake', { pool: 'ETH' })
 */
export function useTranslate(): Translate {
  const { locale, tp, spec } = useContext(I18nContext)
  return useMemo(() => ({ locale, t: tp, spec }), [locale, tp, spec])
}

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { subscribe } from 'valtio/vanilla'
import type { PluginsState } from '../../kernel/store/createStore.js'
import { en, type Catalogue, type MessageKey } from './en.js'
import { browserLanguages, isRightToLeft, resolveLocale, type LocaleCode } from './locales.js'
import { loadPluginMessages, mergePluginMessages, type LoadedPluginMessages, type PluginMessageKey } from './pluginStrings.js'
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

/**
 * The loaded plugins' strings in `locale`, merged; loads each plugin's locale chunk when a plugin arrives or the
 * locale changes, and shows its English meanwhile.
 */
function usePluginMessages(plugins: PluginsState | undefined, locale: string): LoadedPluginMessages {
  const [messages, setMessages] = useState<LoadedPluginMessages>(() =>
    plugins ? mergePluginMessages(plugins, locale) : NO_PLUGIN_MESSAGES,
  )
  useEffect(() => {
    if (!plugins) return undefined
    let live = true
    // A plugin that arrives without strings, or with none new, renders nothing again.
    const update = () => {
      const next = mergePluginMessages(plugins, locale)
      setMessages((shown) => (sameStrings(shown.messages, next.messages) && sameStrings(shown.english, next.english) ? shown : next))
    }
    const refresh = () => {
      update()
      const pending = Object.values(plugins).flatMap((entry) => (entry.strings ? [loadPluginMessages(entry.strings, locale)] : []))
      void Promise.all(pending).then(() => live && update())
    }
    refresh()
    const off = subscribe(plugins, refresh)
    return () => {
      live = false
      off()
    }
  }, [plugins, locale])
  return messages
}

/**
 * Provides the catalogue of the locale `requested` resolves to (`'auto'`: the visitor's languages), loading it on
 * demand, and the strings of the kit's loaded plugins in it; shows English meanwhile.
 */
export function I18nProvider({ locale: requested, plugins, children }: { locale: string; plugins?: PluginsState; children: ReactNode }) {
  const locale = useMemo(() => resolveLocale(requested, browserLanguages()), [requested])
  const [catalogue, setCatalogue] = useState<{ locale: LocaleCode; catalogue: Catalogue }>(() => {
    const known = loadedCatalogue(locale)
    return known ? { locale, catalogue: known } : { locale: 'en', catalogue: en }
  })
  useEffect(() => {
    let live = true
    void loadCatalogue(locale).then((next) => live && setCatalogue({ locale, catalogue: next }))
    return () => {
      live = false
    }
  }, [locale])
  // Numbers follow the catalogue shown, so a sentence never mixes languages while one loads.
  const pluginMessages = usePluginMessages(plugins, catalogue.locale)
  const value = useMemo(() => makeI18n(catalogue.locale, catalogue.catalogue, pluginMessages), [catalogue, pluginMessages])
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

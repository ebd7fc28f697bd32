import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { subscribe } from 'valtio/vanilla'
import type { PluginsState } from '../../kernel/store/createStore.js'
import { en, type Catalogue, type MessageKey } from './en.js'
import { loadPluginMessages, mergePluginMessages, type PluginMessageKey } from './pluginStrings.js'
import { interpolate, loadCatalogue, loadedCatalogue, translate, translateSpec, type MessageValues } from './translate.js'

/** What views use to show text: the active locale, its messages and the SPEC.md message translations. */
export interface I18n {
  locale: string
  t(key: MessageKey, values?: MessageValues): string
  /** Translates a kernel message given in SPEC.md wording (snack messages, alerts, errors). */
  spec(text: string): string
  /** A plugin's message (its own strings, English while its locale loads), or the modal's own. */
  tp(key: PluginMessageKey | MessageKey, values?: MessageValues): string
}

function makeI18n(locale: string, catalogue: Catalogue, plugin: Readonly<Record<string, string>> = {}): I18n {
  const t = (key: MessageKey, values?: MessageValues) => translate(catalogue, key, values)
  return {
    locale,
    t,
    spec: (text) => translateSpec(catalogue, text),
    tp: (key, values) => {
      const own = plugin[key]
      return own === undefined ? t(key as MessageKey, values) : interpolate(own, values)
    },
  }
}

const I18nContext = createContext<I18n>(makeI18n('en', en))

/**
 * The loaded plugins' strings in `locale`, merged; loads each plugin's locale chunk when a plugin arrives or the
 * locale changes, and shows its English meanwhile.
 */
function usePluginMessages(plugins: PluginsState | undefined, locale: string): Readonly<Record<string, string>> {
  const [messages, setMessages] = useState<Readonly<Record<string, string>>>(() =>
    plugins ? mergePluginMessages(plugins, locale) : {},
  )
  useEffect(() => {
    if (!plugins) return undefined
    let live = true
    const refresh = () => {
      setMessages(mergePluginMessages(plugins, locale))
      const pending = Object.values(plugins).flatMap((entry) => (entry.strings ? [loadPluginMessages(entry.strings, locale)] : []))
      void Promise.all(pending).then(() => live && setMessages(mergePluginMessages(plugins, locale)))
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
 * Provides the catalogue of `locale`, loading it on demand, and the strings of the kit's loaded plugins in it;
 * shows English meanwhile.
 */
export function I18nProvider({ locale, plugins, children }: { locale: string; plugins?: PluginsState; children: ReactNode }) {
  const [catalogue, setCatalogue] = useState<{ locale: string; catalogue: Catalogue }>(() => {
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
  /** The locale shown (its catalogue loaded), for number and date formatting. */
  locale: string
  /** A message of the plugin's strings (English while its locale loads), or of the modal's own. */
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

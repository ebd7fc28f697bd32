import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { en, type Catalogue, type MessageKey } from './en.js'
import { loadCatalogue, loadedCatalogue, translate, translateSpec, type MessageValues } from './translate.js'

/** What views use to show text: the active locale, its messages and the SPEC.md message translations. */
export interface I18n {
  locale: string
  t(key: MessageKey, values?: MessageValues): string
  /** Translates a kernel message given in SPEC.md wording (snack messages, alerts, errors). */
  spec(text: string): string
}

function makeI18n(locale: string, catalogue: Catalogue): I18n {
  return {
    locale,
    t: (key, values) => translate(catalogue, key, values),
    spec: (text) => translateSpec(catalogue, text),
  }
}

const I18nContext = createContext<I18n>(makeI18n('en', en))

/** Provides the catalogue of `locale`, loading it on demand; shows English meanwhile. */
export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
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
  const value = useMemo(() => makeI18n(catalogue.locale, catalogue.catalogue), [catalogue])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  return useContext(I18nContext)
}

import { en, type Catalogue, type MessageKey } from './en.js'

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Locales other than English, each its own chunk. */
const LOADERS: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = {
  de: () => import('./locales/de.js'),
}

const loaded = new Map<string, Catalogue>([['en', en]])

/** The catalogue code of a locale: `'de-AT'` → `'de'`; unknown languages read as `'en'`. */
export function catalogueCode(locale: string | undefined): string {
  const base = (locale ?? 'en').toLowerCase().split(/[-_]/u)[0] ?? 'en'
  return base in LOADERS ? base : 'en'
}

/** The catalogue of a locale if it is loaded already. */
export function loadedCatalogue(locale: string | undefined): Catalogue | undefined {
  return loaded.get(catalogueCode(locale))
}

/** Loads the catalogue of a locale (English for unknown ones); English when the chunk fails to load. */
export async function loadCatalogue(locale: string | undefined): Promise<Catalogue> {
  const code = catalogueCode(locale)
  const known = loaded.get(code)
  if (known) return known
  try {
    const catalogue = (await (LOADERS[code] as () => Promise<{ default: Catalogue }>)()).default
    loaded.set(code, catalogue)
    return catalogue
  } catch {
    return en
  }
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * interpolate('Continue in {wallet}', { wallet: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/gu, (match, name: string) => (name in values ? String(values[name]) : match))
}

/** A message of the catalogue, English when a catalogue lacks it, the key itself when English does too. */
export function translate(catalogue: Catalogue, key: MessageKey, values?: MessageValues): string {
  return interpolate((catalogue.messages[key] as string | undefined) ?? (en.messages[key] as string | undefined) ?? key, values)
}

/** A kernel message in SPEC.md wording, translated when the catalogue knows it, else the text itself. */
export function translateSpec(catalogue: Catalogue, text: string): string {
  return (catalogue.spec as Readonly<Record<string, string>>)[text] ?? text
}

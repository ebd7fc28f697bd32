/**
 * The Farcaster plugin's strings in a locale of `LOCALES` other than English, `strings/<code>.ts`, each its own chunk.
 * This module is a chunk of its own too, fetched only for another locale than English.
 */
export default (locale: string) => import(`./strings/${locale}.ts`) as Promise<{ default: Readonly<Record<string, string>> }>

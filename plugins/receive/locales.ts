/**
 * The receive plugin's strings in a locale of `LOCALES` other than English, `strings/<code>.ts`, each its own chunk.
 * This module is a chunk of its own too, fetched only for another locale than English, so a page in English
 * loads no list of the locale chunks.
 */
export default (locale: string) => import(`./strings/${locale}.ts`) as Promise<{ default: Readonly<Record<string, string>> }>

/**
 * The names plugin's strings in a locale of `LOCALES` other than English, `strings/<code>.ts`, each its own chunk,
 * fetched only for another locale than English.
 */
export default (locale: string) => import(`./strings/${locale}.ts`) as Promise<{ default: Readonly<Record<string, string>> }>

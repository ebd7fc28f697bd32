import type { Catalogue } from './en.js'

/**
 * The modal's catalogue of a locale of `LOCALES` other than English, `strings/<code>.ts`, each its own chunk.
 * This module is a chunk of its own too, fetched only for another locale than English, so a page in English
 * loads no list of the locale chunks.
 */
export default (code: string) => import(`./strings/${code}.ts`) as Promise<{ default: Catalogue }>

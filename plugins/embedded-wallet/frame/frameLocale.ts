// The locale the kit sends the frame (`SYNC_LOCALE`). Leaf module: the plugin's setup code imports it without the
// frame protocol's schemas.

/** A locale as the frame takes it: `'auto'` or a language tag's shape (`de`, `pt-BR`, `zh_TW`). */
export const LOCALE_TAG = /^(auto|[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*)$/

/**
 * The modal's locale as `SYNC_LOCALE` sends it: a requested locale of any other shape shows English in the modal,
 * and so in the frame.
 *
 * @example
 * frameLocale('pt-BR') // 'pt-BR'
 * frameLocale('not a locale!') // 'en'
 */
export function frameLocale(locale: string | undefined): string {
  if (locale === undefined) return 'auto'
  return locale.length <= 35 && LOCALE_TAG.test(locale) ? locale : 'en'
}

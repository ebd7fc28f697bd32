/**
 * Characters that change how the text around them shows, or show as nothing: bidi controls (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069), zero-width and invisible characters (U+00AD, U+034F, U+115F, U+1160,
 * U+17B4, U+17B5, U+180B–U+180F, U+200B–U+200D, U+2060–U+2064, U+206A–U+206F, U+3164, U+FEFF, U+FFA0), the
 * interlinear annotation and object replacement marks (U+FFF9–U+FFFC) and tag characters (U+E0000–U+E007F).
 */
const HIDDEN =
  /[\u00AD\u061C\u115F\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFC]|\u034F|\u1160|\u17B4|\u17B5|\u200D|\u180B|\u180C|\u180D|\u180F|[\u{E0000}-\u{E007F}]/gu

/** Control characters and every kind of space or line break: shown as one plain space. */
const SPACES = /[\p{Cc}\p{Zs}\p{Zl}\p{Zp}]+/gu

/** How long a name from outside may be, in characters, unless the caller says otherwise. */
export const NAME_MAX_LENGTH = 64
/** How long a token symbol from outside may be, in characters. */
export const TOKEN_SYMBOL_MAX_LENGTH = 16

/**
 * A name from outside the kit (a wallet directory entry, an announced wallet, a profile, a token) as it may be
 * shown: bidi controls and invisible characters removed, so it reads as what it is ("Trust\u202EtellaW" is
 * "TrusttellaW", not "TrustWallet"; "Meta\u200BMask" is "MetaMask" and matches like it), control characters and
 * runs of spaces or line breaks made one space, trimmed, and cut to `maxLength` characters. Anything that is not
 * a string is `''`.
 *
 * @example
 * sanitizeName('Trust\u202EtellaW') // 'TrusttellaW'
 * sanitizeName('  Meta\u200BMask\n') // 'MetaMask'
 */
export function sanitizeName(value: unknown, maxLength = NAME_MAX_LENGTH): string {
  if (typeof value !== 'string') return ''
  // Cut first so a huge value costs no more than a name's work; the cleaning only ever shortens.
  const text = value.length > maxLength * 8 ? value.slice(0, maxLength * 8) : value
  const clean = text.replace(HIDDEN, '').replace(SPACES, ' ').trim()
  const chars = Array.from(clean)
  return chars.length > maxLength ? chars.slice(0, maxLength).join('').trimEnd() : clean
}

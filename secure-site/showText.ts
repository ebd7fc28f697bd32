import { hex } from '@scure/base'

/**
 * Characters that change how text reads without showing themselves: bidi controls (U+202A–U+202E, U+2066–U+2069,
 * the marks U+200E, U+200F, U+061C) and invisible ones (zero-width spaces and joiners, word joiner, soft hyphen,
 * invisible operators, the byte-order mark).
 */
const HIDDEN = /[\u061c\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/**
 * Text as the approval shows it: every hidden character replaced by a visible marker (`⟦U+202E⟧`), so
 * "example.com\u202Emoc.live" cannot read as another site, and whether there were any.
 *
 * @example
 * revealHidden('Meta\u200BMask') // { text: 'Meta⟦U+200B⟧Mask', hidden: true }
 */
export function revealHidden(text: string): { text: string; hidden: boolean } {
  let hidden = false
  const shown = text.replace(HIDDEN, (char) => {
    hidden = true
    return `⟦U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`
  })
  return { text: shown, hidden }
}

/**
 * The text of a message to sign: UTF-8 when it is printable text, else its bytes as hex (a 32-byte hash never
 * shows as "����").
 *
 * @example
 * messageText(new TextEncoder().encode('Hello')) // 'Hello'
 * messageText(new Uint8Array([0xde, 0xad]))       // '0xdead'
 */
export function messageText(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // eslint-disable-next-line no-control-regex -- control characters are what makes a message not text
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return text
  } catch {
    // not UTF-8: shown as hex below
  }
  return `0x${hex.encode(bytes)}`
}

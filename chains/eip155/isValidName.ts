/** A label: letters, digits and hyphens (SPEC.md §5 ENS name). */
const LABEL = /^[\p{L}\p{N}-]+$/u
/** A label made to read as an address or a hash: `0x` and hex digits. */
const HEX_LABEL = /^0x[0-9a-f]*$/iu
/** 40 hex digits anywhere: an address inside a name. */
const ADDRESS_INSIDE = /[0-9a-f]{40}/iu

/**
 * Whether a profile name may be shown for an address (SPEC.md §5 ENS name): dot-separated labels of letters,
 * digits or hyphens, at least 4 characters in all, with a top-level label after the last dot ('vitalik.eth').
 * Never one shaped like an address: no label of `0x` and hex digits, no 40 hex digits in a row ('0x000…dEaD' and
 * '0xd8dA…6045.eth' are refused), since the name shows where the address would.
 *
 * @example
 * isValidName('vitalik.eth') // true
 * isValidName('0x000…dEaD') // false
 */
export function isValidName(name: string): boolean {
  if (name.length < 4 || name.length > 255 || ADDRESS_INSIDE.test(name)) return false
  const labels = name.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label) && !HEX_LABEL.test(label))
}

import type { SocialProvider } from '../features/types.js'

export interface FilterSocialsForTelegramParameters {
  /** Whether the page runs inside Telegram. */
  isTelegram: boolean
  isIos: boolean
  isMac: boolean
  isAndroid: boolean
}

/**
 * The social logins that work where the page runs (SPEC.md §5): inside Telegram, iOS drops google, Mac drops x
 * and Android drops facebook and x. Outside Telegram the list is unchanged.
 *
 * @example
 * filterSocialsForTelegram(['google', 'x'], { isTelegram: true, isIos: true, isMac: false, isAndroid: false }) // ['x']
 */
export function filterSocialsForTelegram(
  socials: SocialProvider[],
  { isTelegram, isIos, isMac, isAndroid }: FilterSocialsForTelegramParameters,
): SocialProvider[] {
  if (!isTelegram) return socials
  const removed: SocialProvider[] = isIos ? ['google'] : isMac ? ['x'] : isAndroid ? ['facebook', 'x'] : []
  return socials.filter((s) => !removed.includes(s))
}

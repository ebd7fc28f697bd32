/**
 * The social logins the social row offers, with their names and colours: OpenID Connect through the secure site,
 * and Farcaster (the `farcaster` plugin's ConnectingFarcaster).
 */
export const SOCIAL_LOGINS = {
  google: { name: 'Google', color: '#1967d2' },
  x: { name: 'X', color: '#000000' },
  farcaster: { name: 'Farcaster', color: '#6941c6' },
  discord: { name: 'Discord', color: '#4752c4' },
  apple: { name: 'Apple', color: '#000000' },
  github: { name: 'GitHub', color: '#24292f' },
  facebook: { name: 'Facebook', color: '#1565c0' },
} as const

export type SocialLogin = keyof typeof SOCIAL_LOGINS

export interface Platform {
  isTelegram: boolean
  isIos: boolean
  isMac: boolean
  isAndroid: boolean
}

/**
 * The social logins to offer, in the order of the kit's `socials` (the remote config's, SPEC.md §6), without those
 * this plugin does not serve and, inside Telegram, without those its web view
 * cannot complete (SPEC.md §5: on iOS no Google, on a Mac no X, on Android no Facebook and no X).
 *
 * @example
 * socialsToShow(['google', 'x', 'farcaster'], { isTelegram: true, isIos: true, isMac: false, isAndroid: false }) // ['x']
 */
export function socialsToShow(socials: readonly string[] | false | undefined, platform: Platform): SocialLogin[] {
  const removed = new Set<string>(
    !platform.isTelegram ? []
    : platform.isIos ? ['google']
    : platform.isMac ? ['x']
    : platform.isAndroid ? ['facebook', 'x']
    : [],
  )
  return (socials || []).filter((id): id is SocialLogin => Object.hasOwn(SOCIAL_LOGINS, id) && !removed.has(id))
}

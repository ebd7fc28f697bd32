import type { ResolvedFeatures } from './types.js'

/**
 * The ids of the built-in feature plugins the resolved features need, so the kernel loads only those.
 *
 * @example
 * builtinPluginIds(features) // ['email', 'socials', 'swaps', 'onramp', 'activity', 'send', 'receive']
 */
export function builtinPluginIds(features: ResolvedFeatures): string[] {
  const wanted: [string, unknown][] = [
    ['email', features.email],
    ['socials', features.socials && features.socials.length],
    ['swaps', features.swaps && features.swaps.length],
    ['onramp', features.onramp && features.onramp.length],
    ['activity', features.activity],
    ['send', features.send],
    ['receive', features.receive],
    ['pay', features.pay],
    ['walletconnect', features.walletConnect],
    ['analytics', features.analytics],
    ['smartSessions', features.smartSessions],
  ]
  return wanted.filter(([, on]) => on).map(([id]) => id)
}


import { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES, type LocalFeatures, type RemoteFeatures } from './defaults.js'
import type { FeatureOptions, ResolvedFeatures } from './types.js'

/**
 * The features from the host's options, basic mode and the defaults, before any remote configuration
 * (SPEC.md §6). Basic mode turns every remote-controlled feature off.
 *
 * @example
 * resolveLocalFeatures({ swaps: false }, false).swaps // false
 */
export function resolveLocalFeatures(options: FeatureOptions = {}, basic = false): ResolvedFeatures {
  return basic
    ? { ...localPart(options), email: false, socials: false, swaps: false, onramp: false, activity: false, branding: false }
    : { ...localPart(options), ...remoteDefaults(options) }
}

/** The features only the host's options decide: local settings over the defaults (SPEC.md §6). */
export function localPart(options: FeatureOptions): LocalFeatures {
  const local = { ...DEFAULT_FEATURES } as Record<string, unknown>
  for (const key of Object.keys(DEFAULT_FEATURES))
    if (options[key as keyof FeatureOptions] !== undefined) local[key] = options[key as keyof FeatureOptions]
  for (const key of ['connectMethodsOrder', 'walletFeaturesOrder', 'connectorTypeOrder'])
    local[key] = (local[key] as unknown[] | undefined)?.slice()
  return local as unknown as LocalFeatures
}

/** Remote-controlled features without a remote configuration: local settings over the defaults. */
function remoteDefaults(options: FeatureOptions): RemoteFeatures {
  return {
    email: options.email ?? DEFAULT_REMOTE_FEATURES.email,
    socials: copy(options.socials ?? DEFAULT_REMOTE_FEATURES.socials),
    swaps: options.swaps === false ? false : copy(DEFAULT_REMOTE_FEATURES.swaps),
    onramp: options.onramp === false ? false : copy(DEFAULT_REMOTE_FEATURES.onramp),
    activity: options.activity ?? DEFAULT_REMOTE_FEATURES.activity,
    branding: options.branding ?? DEFAULT_REMOTE_FEATURES.branding,
  }
}

/** A fresh copy of a provider list, so callers never share the defaults; an empty list is `false`. */
function copy<item>(list: readonly item[] | false): item[] | false {
  return list && list.length ? [...list] : false
}

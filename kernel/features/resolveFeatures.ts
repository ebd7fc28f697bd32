import {
  ONRAMP_PROVIDERS,
  REMOTE_FEATURE_KEYS,
  SOCIAL_PROVIDERS,
  SWAP_PROVIDERS,
  type RemoteFeatureKey,
  type RemoteFeatures,
} from './defaults.js'
import { localPart, resolveLocalFeatures } from './resolveLocalFeatures.js'
import type { FeatureOptions, ResolvedFeatures } from './types.js'

/**
 * One flag of the project's remote configuration, as the config API sends it. Structurally the same as the
 * directory API's `RemoteFeature`.
 */
export interface RemoteFeatureFlag {
  id: string
  isEnabled: boolean
  /** Provider ids, for flags that have providers (`social_login`, `swap`, `onramp`). */
  config?: string[] | null | undefined
}

export interface ResolveFeaturesParameters {
  /** The host's `features` option. */
  options: FeatureOptions | undefined
  /** Basic mode: every remote-controlled feature off, remote configuration ignored. */
  basic?: boolean | undefined
  /** The loaded remote configuration; `null` or `undefined` when it was not loaded or the fetch failed. */
  remote?: readonly RemoteFeatureFlag[] | null | undefined
}

export interface ResolveFeaturesReturnType {
  features: ResolvedFeatures
  /** Where the remote-controlled features came from. */
  source: 'local' | 'remote' | 'basic'
  /** Remote-controlled keys the host set locally that the loaded remote configuration overrode. */
  ignoredLocal: RemoteFeatureKey[]
}

/** Remote flag ids of the remote-controlled features. */
const remoteIds: Record<RemoteFeatureKey, string> = {
  email: 'email',
  socials: 'social_login',
  swaps: 'swap',
  onramp: 'onramp',
  activity: 'activity',
  branding: 'reown_branding',
}

/**
 * Resolves the one set of features the kit runs with, from the host's options, basic mode, the remote
 * configuration and the defaults (SPEC.md §6 Remote feature flags).
 *
 * - Basic mode: every remote-controlled feature is off; the remote configuration is ignored.
 * - Remote configuration loaded: it alone decides the remote-controlled features; a flag missing from it is
 *   off, and local settings of those features are reported in `ignoredLocal`. Email reads in both shapes: an
 *   `email` flag, or else `email` among the `social_login` flag's providers (the reference API's shape).
 * - Otherwise: local settings over the default remote features.
 *
 * Features that are not remote-controlled always come from local settings over the defaults.
 *
 * @example
 * const { features, ignoredLocal } = resolveFeatures({ options: { email: false }, remote: flags })
 * if (ignoredLocal.length) console.warn(ignoredLocalWarning(ignoredLocal))
 */
export function resolveFeatures({
  options = {},
  basic = false,
  remote,
}: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  if (basic) return { features: resolveLocalFeatures(options, true), source: 'basic', ignoredLocal: [] }
  if (remote) {
    const flag = (key: RemoteFeatureKey) => {
      const found = remote.find((f) => f.id === remoteIds[key])
      return found?.isEnabled ? found : undefined
    }
    const providers = <const provider extends string>(key: RemoteFeatureKey, known: readonly provider[]) => {
      const list = (flag(key)?.config ?? []).filter((id): id is provider => known.includes(id as provider))
      return list.length ? list : false
    }
    // Email in either shape: Portico's own `email` flag, which decides when it is there, or the reference API's,
    // where the `social_login` flag's providers list `email`.
    const emailFlag = remote.find((f) => f.id === remoteIds.email)
    const fromRemote: RemoteFeatures = {
      email: emailFlag ? emailFlag.isEnabled : !!flag('socials')?.config?.includes('email'),
      socials: providers('socials', SOCIAL_PROVIDERS),
      swaps: providers('swaps', SWAP_PROVIDERS),
      onramp: providers('onramp', ONRAMP_PROVIDERS),
      activity: !!flag('activity'),
      branding: !!flag('branding'),
    }
    return {
      features: { ...localPart(options), ...fromRemote },
      source: 'remote',
      ignoredLocal: REMOTE_FEATURE_KEYS.filter((key) => options[key] !== undefined),
    }
  }

  return { features: resolveLocalFeatures(options), source: 'local', ignoredLocal: [] }
}

/**
 * The one warning shown when a loaded remote configuration overrode local `features` settings
 * (SPEC.md §6). Call it only with a non-empty list.
 *
 * @example
 * ignoredLocalWarning(['email', 'socials'])
 * // 'Portico: remote configuration was loaded, so the local `features` settings for email, socials were
 * //  ignored. Manage them in the project configuration.'
 */
export function ignoredLocalWarning(keys: readonly (keyof FeatureOptions)[]): string {
  return (
    `Portico: remote configuration was loaded, so the local \`features\` settings for ${keys.join(', ')} ` +
    'were ignored. Manage them in the project configuration.'
  )
}


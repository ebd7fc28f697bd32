import type { AppKitOptions } from '../options/types.js'

/**
 * The ids of the built-in plugins an option turns on rather than a feature flag: sign-in (SPEC.md §4) with `siwx`
 * or `siweConfig`. Read by the plugin host, so it stays out of the bytes a host loads before the kit starts.
 *
 * @example
 * optionPluginIds({ ...options, siwx: { required: true } }) // ['siwx']
 */
export function optionPluginIds(options: Pick<AppKitOptions, 'siwx' | 'siweConfig'>): string[] {
  return options.siwx || options.siweConfig ? ['siwx'] : []
}

import type { HttpClient } from './createHttpClient.js'
import { isRecord, isStrings, readArray, responseSchema } from './responseSchema.js'

/** A feature switch from the remote project config (GET /appkit/v1/config, SPEC.md §7). */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: string[] | null | undefined
}

/** A feature switch read from the response, unknown fields dropped; `undefined` when it does not fit. */
export function readRemoteFeature(value: unknown): RemoteFeature | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.isEnabled !== 'boolean') return undefined
  const { id, isEnabled, config } = value
  if (config === undefined) return { id, isEnabled }
  return config === null || isStrings(config) ? { id, isEnabled, config } : undefined
}

const configSchema = responseSchema((data) => {
  const features = isRecord(data) ? readArray(data.features, readRemoteFeature) : undefined
  return features && { features }
}, 'the project config: { features: [{ id, isEnabled, config? }] }')

/**
 * Fetches the project's remote feature switches (SPEC.md §6, §7). Throws on any failure; the caller then
 * keeps the local settings.
 *
 * @example
 * const features = await fetchRemoteFeatures(http) // [{ id: 'email', isEnabled: true }, ...]
 */
export async function fetchRemoteFeatures(http: HttpClient): Promise<RemoteFeature[]> {
  return (await http.get('/appkit/v1/config', { schema: configSchema })).features
}

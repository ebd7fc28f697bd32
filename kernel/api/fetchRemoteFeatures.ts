import * as z from 'zod/mini'
import type { HttpClient } from './createHttpClient.js'

/** A feature switch from the remote project config (GET /appkit/v1/config, SPEC.md §7). */
export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(
    z.custom<string[] | null>((v) => v === null || (Array.isArray(v) && v.every((x) => typeof x === 'string'))),
  ),
})
export type RemoteFeature = z.infer<typeof remoteFeatureSchema>

const configSchema = z.object({ features: z.array(remoteFeatureSchema) })

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

import * as z from 'zod'

/** One remote feature switch, as GET /appkit/v1/config sends it (SPEC.md §6). */
const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  /** Provider ids for `social_login`, `swap` and `onramp`; null for the others. */
  config: z.array(z.string()).nullable(),
})
type RemoteFeature = z.infer<typeof remoteFeatureSchema>

/** What the directory API tells the kit about its project. */
export const projectConfigSchema = z.object({
  /** The remote feature switches (GET /appkit/v1/config). */
  features: z.array(remoteFeatureSchema),
  /** Allowed origins, with `*` wildcards (GET /projects/v1/origins). */
  allowedOrigins: z.array(z.string()),
  /** GET /getAnalyticsConfig. */
  isAnalyticsEnabled: z.boolean(),
})
export type ProjectConfig = z.infer<typeof projectConfigSchema>

/** The default remote features of SPEC.md §6: everything on, every provider. */
const DEFAULT_REMOTE_FEATURES: readonly RemoteFeature[] = [
  { id: 'email', isEnabled: true, config: null },
  {
    id: 'social_login',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
]

/** The project every devnet starts with. */
export function defaultProjectConfig(): ProjectConfig {
  return {
    features: DEFAULT_REMOTE_FEATURES.map((feature) => ({ ...feature, config: feature.config && [...feature.config] })),
    allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    isAnalyticsEnabled: true,
  }
}

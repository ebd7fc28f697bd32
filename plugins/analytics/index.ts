import type { Plugin } from 'portico'

/**
 * Sends the tracked events to the analytics endpoint (SPEC.md §7): `POST /e` with eventId, url, domain,
 * timestamp and props (the event and the connected address), only while the project's analytics config says
 * so. Error reports (the kit's wrapped failures) go to the same `POST /e` with errorType, errorMessage and
 * stackTrace, at most 5 a minute (SPEC.md §7, §8). A 403 means this origin is not allowed: the 'Invalid App
 * Configuration' alert shows once and sending stops (SPEC.md §8). Events from before the plugin loaded are sent too.
 * Written as a typed object rather than with `definePlugin`, so the entry imports nothing.
 */
export default {
  id: 'analytics',
  async setup(kernel) {
    const directory = await kernel.api.directory()
    const { isAnalyticsEnabled } = await directory.fetchAnalyticsConfig()
    if (!isAnalyticsEnabled) return
    // The sender is fetched only for projects whose analytics is on.
    const { startAnalytics } = await import('./startAnalytics.js')
    return startAnalytics(kernel)
  },
} satisfies Plugin<'analytics'>

import { AlertErrors, HttpRequestError, definePlugin, type ErrorReport, type KitEvent, type TrackedEventName } from 'portico'
import { createErrorReporter } from './createErrorReporter.js'

/** The events sent to the analytics endpoint (SPEC.md §7); MODAL_CREATED and internal events never are. */
export const TRACKED_EVENTS: ReadonlySet<TrackedEventName> = new Set<TrackedEventName>([
  'SEARCH_WALLET',
  'SWITCH_NETWORK',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'CONNECT_SUCCESS',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
])

/**
 * Sends the tracked events to the analytics endpoint (SPEC.md §7): `POST /e` with eventId, url, domain,
 * timestamp and props (the event and the connected address), only while the project's analytics config says
 * so. Error reports (the kit's wrapped failures) go to the same `POST /e` with errorType, errorMessage and
 * stackTrace, at most 5 a minute (SPEC.md §7, §8). A 403 means this origin is not allowed: the 'Invalid App
 * Configuration' alert shows once and sending stops (SPEC.md §8). Events from before the plugin loaded are sent too.
 */
export default definePlugin({
  id: 'analytics',
  async setup(kernel) {
    const directory = await kernel.api.directory()
    const { isAnalyticsEnabled } = await directory.fetchAnalyticsConfig()
    if (!isAnalyticsEnabled) return
    const client = await kernel.api.analytics()
    let refused = false

    const reportError = createErrorReporter({
      send: (report) => post(Date.now(), { type: 'error', event: 'ERROR', properties: report }),
    })

    async function post(timestamp: number, props: Record<string, unknown>): Promise<void> {
      if (refused) return
      const location = globalThis.location as Location | undefined
      try {
        await client.post('/e', {
          body: {
            eventId: crypto.randomUUID(),
            url: location?.href ?? '',
            domain: location?.hostname ?? '',
            timestamp,
            props: { ...props, address: kernel.account.get()?.address },
          },
        })
      } catch (error) {
        if (error instanceof HttpRequestError && error.status === 403 && !refused) {
          refused = true
          kernel.alert.show(AlertErrors.INVALID_APP_CONFIGURATION)
        }
        // Any other failure loses one event, never the user's flow.
      }
    }

    function send(event: KitEvent): void {
      if (TRACKED_EVENTS.has(event.event as TrackedEventName))
        void post(event.timestamp, { type: event.type, event: event.event, properties: event.properties })
    }

    for (const event of kernel.events.recent()) send(event)
    for (const event of kernel.events.recent('ERROR_REPORT')) reportError(event.properties as unknown as ErrorReport)
    const offReports = kernel.events.on('ERROR_REPORT', reportError)
    const offEvents = kernel.events.onAny(send)
    return () => {
      offReports()
      offEvents()
    }
  },
})

import { AlertErrors, HttpRequestError, type ErrorReport, type KitEvent, type PluginContext, type TrackedEventName } from 'portico'
import { createErrorReporter } from './createErrorReporter.js'

/** The events sent to the analytics endpoint (SPEC.md §7); MODAL_CREATED and internal events never are. */
const TRACKED_EVENTS: ReadonlySet<TrackedEventName> = new Set<TrackedEventName>([
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
 * Sends the kit's tracked events and error reports to the analytics endpoint for as long as the plugin is set up
 * (see the plugin's entry); returns the teardown. Fetched only once the project's analytics config says to send.
 */
export async function startAnalytics(kernel: PluginContext): Promise<() => void> {
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
}

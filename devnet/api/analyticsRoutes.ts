import { addEvent, clearEvents, listEvents, type StoredEvent } from '../store.js'
import type { ApiState } from './apiState.js'
import { queryInt, readText, sendJson, type Route } from './http.js'

/**
 * The analytics sink under `/analytics` (SPEC.md §7): POST /e stores an event; GET /e lists them for tests
 * (filters: `event` matches `props.event` or `event`, `eventId`, `since` a sequence number); DELETE /e clears.
 */
export function analyticsRoutes(state: ApiState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/analytics\/e$/,
      fault: 'analytics',
      async handle({ req, res, url }) {
        // Beacons may send JSON as text/plain; keep whatever arrives.
        const text = await readText(req)
        let body: unknown = text
        try {
          body = JSON.parse(text) as unknown
        } catch {
          // Stored as text.
        }
        const { seq } = addEvent(state.db, Object.fromEntries(url.searchParams), body)
        sendJson(res, 200, { ok: true, seq })
      },
    },
    {
      method: 'GET',
      path: /^\/analytics\/e$/,
      handle({ res, url }) {
        const event = url.searchParams.get('event')
        const eventId = url.searchParams.get('eventId')
        const data = listEvents(state.db, { since: queryInt(url, 'since', 0, { min: 0 }) }).filter(
          (stored) => (!event || eventName(stored) === event) && (!eventId || field(stored.body, 'eventId') === eventId),
        )
        sendJson(res, 200, { count: data.length, data })
      },
    },
    {
      method: 'DELETE',
      path: /^\/analytics\/e$/,
      handle({ res }) {
        clearEvents(state.db)
        sendJson(res, 200, { ok: true })
      },
    },
  ]
}

/** The name of a stored event: `props.event` (SPEC.md §7 shape) or a top-level `event`. */
function eventName(stored: StoredEvent): unknown {
  return field(field(stored.body, 'props'), 'event') ?? field(stored.body, 'event')
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

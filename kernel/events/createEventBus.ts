import mitt from 'mitt'
import type { EventMap } from '../types/registries.js'

/**
 * Events the kit tracks (SPEC.md §7): the kernel's and those the plugins declare in `EventMap`, not the kernel's
 * signals. MODAL_CREATED is emitted but never sent to analytics.
 */
export type TrackedEventName = Exclude<keyof EventMap & string, KernelSignal>

/**
 * Signals between the kernel, the modal and plugins, not events of the kit: only listeners of their own name get
 * them (not `'*'`, `getEvent()`, `subscribeEvents` or analytics' tracked events). CONNECT_INTENT: the visitor is
 * heading for a wallet the kit has no connector for (a directory wallet without an extension, All Wallets open)
 * or for a plugin's Connect row. ERROR_REPORT: a kit action failed (SPEC.md §8); the last ones are kept
 * (`recent('ERROR_REPORT')`) so the analytics plugin, which loads later, reports them too.
 */
export type KernelSignal = 'CONNECT_INTENT' | 'ERROR_REPORT'

const SIGNALS: ReadonlySet<string> = new Set<KernelSignal>(['CONNECT_INTENT', 'ERROR_REPORT'])
/** Signals kept for listeners that come later. */
const KEPT_SIGNALS: ReadonlySet<string> = new Set<KernelSignal>(['ERROR_REPORT'])

/** A known event name, or a plugin's own (`'acme:STAKED'`). */
type EventName = TrackedEventName | KernelSignal | (string & {})

/** One event on the bus, as plugins' listeners (`kernel.events.on`) get it; hosts get `AppKitEvent`. */
export interface KitEvent {
  type: 'track'
  event: EventName
  properties?: Record<string, unknown> | undefined
  timestamp: number
}

/**
 * An event as hosts see it (`getEvent`, `subscribeEvents`, `useAppKitEvents`): AppKit's shape, with the name
 * also at the top.
 *
 * @example
 * kit.subscribeEvents((e) => e.data.event === 'CONNECT_SUCCESS' && track(e.data.properties))
 */
export interface AppKitEvent {
  /** When it happened, ms since the epoch. */
  timestamp: number
  /** Kept for AppKit compatibility; Portico reports no error categories here, so it is empty. */
  reportedErrors: Readonly<Record<string, boolean>>
  data: { type: 'track'; event: EventName; properties?: Record<string, unknown> | undefined }
  /** The same as `data.event`. */
  event: EventName
}

const appKitEvents = new WeakMap<KitEvent, AppKitEvent>()

/** The host's view of a bus event; the same object each time for the same event. */
export function toAppKitEvent(e: KitEvent): AppKitEvent {
  let made = appKitEvents.get(e)
  if (!made) {
    made = { timestamp: e.timestamp, reportedErrors: {}, data: { type: e.type, event: e.event, properties: e.properties }, event: e.event }
    appKitEvents.set(e, made)
  }
  return made
}

type EventHandler = (event: KitEvent) => void

/** One typed bus for kernel and plugin events (DESIGN.md Events). */
export interface EventBus {
  emit(event: EventName, properties?: Record<string, unknown>): void
  /** Listens to one event, or to all with `'*'`; returns the unsubscribe function. */
  on(event: EventName | '*', handler: EventHandler): () => void
  /** The latest event, for `getEvent()`. */
  latest(): KitEvent | undefined
  /**
   * The last events (at most 50), so a listener that loads late (analytics) misses nothing; with a kept
   * signal's name, the last of that signal instead.
   */
  recent(signal?: KernelSignal): readonly KitEvent[]
  clear(): void
}

const RECENT_EVENTS = 50

export function createEventBus({ now = Date.now }: { now?: () => number } = {}): EventBus {
  const emitter = mitt<Record<string, KitEvent>>()
  let latest: KitEvent | undefined
  const recent: KitEvent[] = []
  const kept: KitEvent[] = []
  return {
    emit(event, properties) {
      const e: KitEvent = { type: 'track', event, properties, timestamp: now() }
      if (!SIGNALS.has(event)) {
        if (recent.push((latest = e)) > RECENT_EVENTS) recent.shift()
      } else if (KEPT_SIGNALS.has(event) && kept.push(e) > RECENT_EVENTS) kept.shift()
      emitter.emit(event, e)
    },
    on(event, handler) {
      if (event === '*') {
        const all = (_: unknown, e: KitEvent | undefined) => e && !SIGNALS.has(e.event) && handler(e)
        emitter.on('*', all)
        return () => emitter.off('*', all)
      }
      emitter.on(event, handler)
      return () => emitter.off(event, handler)
    },
    latest: () => latest,
    recent: (signal) => (signal ? kept.filter((e) => e.event === signal) : recent),
    clear: () => emitter.all.clear(),
  }
}

import type { PluginContext } from 'portico'

/** How long after a send the activity list, when it opens, still looks out for the new transaction. */
export const RECENT_SEND_MS = 10_000

export interface RecentSend {
  hash: string | undefined
  at: number
}

/** The activity plugin's state slice. */
interface ActivityState {
  /** The kit's sends of the last RECENT_SEND_MS. */
  sends: RecentSend[]
}

declare module 'portico' {
  interface PluginMap {
    activity: { state: ActivityState; api: { recentSends(): RecentSend[] } }
  }
}

/**
 * Remembers every SEND_SUCCESS of a kit in the plugin's state, so an activity list that opens right after a send
 * (SPEC.md §4: success goes to Account) keeps fetching until the indexer has the transaction. Returns the
 * function that stops.
 */
export function watchSends(context: Pick<PluginContext<'activity'>, 'events' | 'env' | 'state'>): () => void {
  const { state } = context
  const off = context.events.on('SEND_SUCCESS', ({ hash }) => {
    const now = context.env.now()
    state.sends = [...recentSends(state.sends, now), { hash, at: now }]
  })
  return () => {
    off()
    state.sends = []
  }
}

/** The sends of the last RECENT_SEND_MS. */
export function recentSends(sends: readonly RecentSend[], now: number): RecentSend[] {
  return sends.filter((send) => now - send.at < RECENT_SEND_MS)
}

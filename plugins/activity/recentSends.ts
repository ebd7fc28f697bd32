import type { KernelApi } from '../../kernel/plugins/kernelApi.js'

/** How long after a send the activity list, when it opens, still looks out for the new transaction. */
export const RECENT_SEND_MS = 10_000

export interface RecentSend {
  hash: string | undefined
  at: number
}

const sends = new WeakMap<KernelApi, RecentSend[]>()

/**
 * Remembers every SEND_SUCCESS of a kit (the plugin's setup), so an activity list that opens right after a send
 * (SPEC.md §4: success goes to Account) keeps fetching until the indexer has the transaction. Returns the
 * function that stops.
 */
export function watchSends(kernel: KernelApi): () => void {
  const off = kernel.events.on('SEND_SUCCESS', (event) => {
    const hash = event.properties?.hash
    const now = kernel.env.now()
    const recent = (sends.get(kernel) ?? []).filter((send) => now - send.at < RECENT_SEND_MS)
    sends.set(kernel, [...recent, { hash: typeof hash === 'string' ? hash : undefined, at: now }])
  })
  return () => {
    off()
    sends.delete(kernel)
  }
}

/** The sends of the last RECENT_SEND_MS. */
export function recentSends(kernel: KernelApi): RecentSend[] {
  const now = kernel.env.now()
  return (sends.get(kernel) ?? []).filter((send) => now - send.at < RECENT_SEND_MS)
}

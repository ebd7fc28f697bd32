import type { PluginContext } from 'portico'
import { usePlugin } from 'portico/ui'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createActivityFeed, type ActivityFeed, type ActivityFeedState } from '../createActivityFeed.js'

const LOADING: ActivityFeedState = { status: 'loading', transactions: [], next: null, loadingMore: false, moreFailed: false }
const noSubscription = () => () => {}
const loadingState = () => LOADING

/**
 * The activity feed of the connected account on the connected network: a new one (first page fetched) whenever
 * the account or network changes; after a send (SEND_SUCCESS, now or just before the view opened) it fetches
 * again until the transaction shows.
 */
export function useActivityFeed(
  context: PluginContext<'activity'>,
  address: string | undefined,
  chainId: string | undefined,
  isSmartAccount: boolean,
): { feed: ActivityFeed | undefined; state: ActivityFeedState } {
  const [feed, setFeed] = useState<ActivityFeed>()
  const activity = usePlugin('activity')
  useEffect(() => {
    if (!address || !chainId) {
      setFeed(undefined)
      return
    }
    const created = createActivityFeed({ kernel: context, address, chainId, isSmartAccount })
    setFeed(created)
    void created.load()
    for (const send of activity?.recentSends() ?? []) created.watchSend(send.hash)
    const off = context.events.on('SEND_SUCCESS', ({ hash }) => created.watchSend(hash))
    return () => {
      off()
      created.destroy()
    }
  }, [context, activity, address, chainId, isSmartAccount])
  const state = useSyncExternalStore(feed?.subscribe ?? noSubscription, feed?.getState ?? loadingState)
  return { feed, state }
}

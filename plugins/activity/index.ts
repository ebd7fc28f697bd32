import { definePlugin } from 'portico'
import { recentSends, watchSends } from './recentSends.js'

declare module 'portico' {
  interface ViewDataMap {
    /** The Account view's Activity tab (SPEC.md §2). */
    AccountActivity: undefined
  }
  interface EventMap {
    /** The history could not be fetched (SPEC.md §7, §8). */
    ERROR_FETCH_TRANSACTIONS: {
      address: string
      projectId: string
      cursor?: string | undefined
      isSmartAccount: boolean
    }
  }
}

/**
 * The Activity plugin (SPEC.md §2 Account tabs; feature `activity`, on by default, remote-controlled): the
 * AccountActivity view that the Account view shows in its Activity tab. It lists the connected account's
 * transactions on the connected eip155 network from the blockchain API's history (SPEC.md §7), spam hidden
 * (SPEC.md §5), and fetches again after a send.
 *
 * @example
 * createAppKit({ ..., features: { activity: true } }) // the built-in plugin; or plugins: [activity]
 */
export default definePlugin({
  id: 'activity',
  namespaces: ['eip155'],
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    AccountActivity: () => import('./views/AccountActivityView.js'),
  },
  state: () => ({ sends: [] }),
  setup(context) {
    // SPEC.md §2: the Account view's Activity tab.
    context.registerAccountTab({ id: 'Activity', label: 'tab.Activity', view: 'AccountActivity' })
    const teardown = watchSends(context)
    return { api: { recentSends: () => recentSends(context.state.sends, context.env.now()) }, teardown }
  },
})

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
 * transactions on the connected network from the blockchain API's history (SPEC.md §7), spam hidden (SPEC.md §5),
 * and fetches again after a send. It serves the families whose chain package says the API keeps their history
 * (`activity`, SPEC.md §9); it sets nothing up in a kit without one.
 *
 * @example
 * createAppKit({ ..., features: { activity: true } }) // the built-in plugin; or plugins: [activity]
 */
export default definePlugin({
  id: 'activity',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    AccountActivity: () => import('./views/AccountActivityView.js'),
  },
  state: () => ({ sends: [] }),
  setup(context) {
    // SPEC.md §9: only where the blockchain API keeps a configured family's history (its package's `activity`).
    const families = new Set(context.options.networks.map((network) => network.chainNamespace))
    if (![...families].some((namespace) => context.chain(namespace).has('activity'))) return
    // SPEC.md §2: the Account view's Activity tab.
    context.registerAccountTab({ id: 'Activity', label: 'tab.Activity', view: 'AccountActivity' })
    const teardown = watchSends(context)
    return { api: { recentSends: () => recentSends(context.state.sends, context.env.now()) }, teardown }
  },
})

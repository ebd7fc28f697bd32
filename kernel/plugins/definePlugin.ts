import type { ChainNamespace } from '../types/chain.js'
import type { PluginApiOf, PluginStateOf, ViewDataMap, ViewName } from '../types/registries.js'
import type { PluginContext } from './pluginContext.js'

/** Props a view receives: the data it was opened with (`ViewDataMap`). */
export interface ViewProps<view extends ViewName = ViewName> {
  data: ViewDataMap[view]
}

/** A view component. React function components fit; the kernel itself never renders. */
export type ViewComponent<view extends ViewName = ViewName> = {
  // A method's parameters are compared both ways, so a view of one name fits where any view is expected.
  render(props: ViewProps<view>): unknown
}['render']

/** A lazily loaded view module: its default export renders the view. */
export type ViewLoader<view extends ViewName = ViewName> = () => Promise<{ default: ViewComponent<view> }>

/** A plugin's views, each its own chunk. */
export type PluginViews = { [view in ViewName]?: ViewLoader<view> }

/** Messages by key, in one language. */
export type Messages = Readonly<Record<string, string>>

/** A chunk of a plugin's messages in one language, fetched with `import()`. */
type MessagesLoader = () => Promise<{ default: Messages }>

/**
 * A plugin's strings, one module per locale in the plugin's `strings/` folder, named by the locale's code in
 * `LOCALES` (`portico/ui`): `strings/en.ts`, `strings/de.ts`, `strings/pt-BR.ts`. English is given inline or as a
 * chunk: then the kit fetches it beside the code of the plugin's first view to open (the view and its title show
 * once both are in, never a key) and when the plugin adds an Account action (its label). Every other locale
 * comes from `load`, given the code of the locale the modal shows; a locale the plugin lacks (its promise
 * rejects) shows the plugin's English. Keys are the plugin's own (`'send.amount'`); a message with a count has
 * one key per plural category (`'acme.pools.one'`, `'acme.pools.other'`). `useTranslate()` in `portico/ui`
 * reads them.
 *
 * @example
 * // locales.ts: export default (locale: string) => import(`./strings/${locale}.ts`)
 * strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) }
 */
export interface PluginStrings {
  en: Messages | MessagesLoader
  load?: (locale: string) => Promise<{ default: Messages }>
}

/** What a plugin's setup may return: nothing, a teardown, or the API its views use with its teardown. */
export type PluginSetupResult<id extends string = string> =
  | void
  | (() => void | Promise<void>)
  | { api: PluginApiOf<id>; teardown?: (() => void | Promise<void>) | undefined }

/** A feature module: views, state, strings, connectors, account actions, listeners (DESIGN.md Plugin interface). */
export interface Plugin<id extends string = string> {
  /** `'send'`, or a third party's `'acme-staking'`. */
  id: id
  /** Where it works (SPEC.md §9); omitted means every namespace. */
  namespaces?: readonly ChainNamespace[]
  /**
   * Plugins this one builds on, by id (a built-in one, or one of `options.plugins`): each is set up before this
   * one and torn down after it, and its API is `context.plugin(id)`.
   */
  requires?: readonly string[]
  /** Views by name, each its own chunk; a view not in the kernel's `ViewDataMap` is declared by the plugin. */
  views?: PluginViews
  /** The plugin's state slice in the kit's store, made once per kit (`context.state`, `usePluginState`). */
  state?(): PluginStateOf<id>
  /** The plugin's strings per locale. */
  strings?: PluginStrings
  /** Sets the plugin up in one kit through its narrow context. */
  setup?(context: PluginContext<id>): PluginSetupResult<id> | Promise<PluginSetupResult<id>>
  /**
   * Lets the kit wait with `setup` (and the code it imports) until the plugin is used: the modal opens, an account
   * connects, one of its views shows, or a view calls `context.ready()`. A built-in plugin's Connect row shows
   * before, from the views it is given. A function decides when the plugin loads (`false`: set up at once, as
   * for a login coming back to the page). Without it, setup runs as soon as the plugin loads.
   */
  setupOnUse?: boolean | ((context: PluginContext) => boolean)
}

/** A plugin as a host passes it: the object, or a loader of a module whose default export is one. */
export type PluginSource = Plugin | (() => Promise<Plugin | { default: Plugin }>)

/**
 * Declares a plugin. An identity function that gives the plugin its type.
 *
 * @example
 * export default definePlugin({
 *   id: 'acme-staking',
 *   views: { AcmeStake: () => import('./StakeView.js') },
 *   setup(context) {
 *     return context.events.on('CONNECT_SUCCESS', () => context.router.push('AcmeStake', { pool: 'eth' }))
 *   },
 * })
 */
export function definePlugin<const id extends string>(plugin: Plugin<id>): Plugin<id> {
  return plugin
}

import type { ChainNamespace } from '../types/chain.js'
import type { KernelApi } from './kernelApi.js'

/** Props every view receives. */
export interface ViewProps {
  /** Data passed with `open({ view, data })` or `router.push(view, data)`. */
  data?: Record<string, unknown> | undefined
}

/** A view component. React function components fit; the kernel itself never renders. */
export type ViewComponent = (props: ViewProps) => unknown

/** A lazily loaded view module: its default export renders the view. */
export type ViewLoader = () => Promise<{ default: ViewComponent }>

/** What a plugin's setup may return: nothing, or a teardown run when the plugin unloads. */
export type PluginTeardown = void | (() => void | Promise<void>)

/** A feature module: views, connectors, account actions, listeners (DESIGN.md Plugin interface). */
export interface Plugin {
  /** `'send'`, or a third party's `'acme-staking'`. */
  id: string
  /** Where it works (SPEC.md §9); omitted means every namespace. */
  namespaces?: ChainNamespace[]
  /** Views by name, each its own chunk. */
  views?: Record<string, ViewLoader>
  /** Registers what the plugin needs through the kernel's API. */
  setup?(kernel: KernelApi): PluginTeardown | Promise<PluginTeardown>
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
 *   setup(kernel) {
 *     return kernel.events.on('CONNECT_SUCCESS', () => kernel.router.push('AcmeStake'))
 *   },
 * })
 */
export function definePlugin<const plugin extends Plugin>(plugin: plugin): plugin {
  return plugin
}

import { useCallback, useSyncExternalStore } from 'react'
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla'
import type { PluginContext } from '../../kernel/plugins/pluginContext.js'
import type { PluginApiOf, PluginMap, PluginStateOf } from '../../kernel/types/registries.js'
import { useKernel } from './useKit.js'

/** A plugin's id, as its `PluginMap` entry declares it. */
export type PluginId = keyof PluginMap & string

/**
 * The API plugin `id`'s setup gave its views (its controller), once the plugin is set up in this kit.
 *
 * @example
 * const send = usePlugin('send')
 * send?.setAmount('0.1')
 */
export function usePlugin<id extends PluginId>(id: id): PluginApiOf<id> | undefined {
  const { plugins } = useKernel().state
  const onChange = useCallback((listener: () => void) => subscribe(plugins, listener), [plugins])
  const read = useCallback(() => plugins[id]?.api as PluginApiOf<id> | undefined, [plugins, id])
  return useSyncExternalStore(onChange, read, read)
}

/**
 * A snapshot of plugin `id`'s state slice; the component renders again when it changes. `undefined` until the
 * plugin is set up in this kit.
 *
 * @example
 * const form = usePluginState('send')
 * form?.sendTokenAmount // '0.1'
 */
export function usePluginState<id extends PluginId>(id: id): Snapshot<PluginStateOf<id>> | undefined {
  const { plugins } = useKernel().state
  const onChange = useCallback((listener: () => void) => subscribe(plugins, listener), [plugins])
  const read = useCallback(() => {
    const state = plugins[id]?.state
    return state ? (snapshot(state) as Snapshot<PluginStateOf<id>>) : undefined
  }, [plugins, id])
  return useSyncExternalStore(onChange, read, read)
}

/**
 * The context plugin `id`'s setup got, for its views: the same narrow API (router, snackbar, account, events,
 * its state). Throws when the plugin is not set up in this kit, which a view of it never meets.
 *
 * @example
 * const context = usePluginContext('acme-staking')
 * context.router.push('AcmeStake', { pool: 'eth' })
 */
export function usePluginContext<id extends string>(id: id): PluginContext<id> {
  const context = useKernel().state.plugins[id]?.context
  if (!context) throw new Error(`Portico: the plugin '${id}' is not set up in this kit`)
  return context as PluginContext<id>
}

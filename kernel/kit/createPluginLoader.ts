import type { Kernel } from '../kernel.js'
import type { BuiltinPlugin, PluginHost } from '../plugins/createPluginHost.js'
import type { KernelApi } from '../plugins/kernelApi.js'
import type { RegistrationKind, RegistrationsState } from '../plugins/registrations.js'
import { withRequirements } from '../plugins/withRequirements.js'

export type BuiltinPlugins = Readonly<Record<string, BuiltinPlugin>>

/** The kit's plugins: the built-in registry, which of them the features enable, and the plugin host. */
export interface PluginLoader {
  /** Fetches the built-in registry once (again after a failure, which rejects to the caller). */
  loadBuiltins(): Promise<void>
  /** Whether an enabled built-in plugin provides `view` (known from the registry, before its chunk is fetched). */
  builtinProvides(view: string): boolean
  /** What the enabled built-in plugins will register (known from the registry, before their chunks are fetched). */
  announced<kind extends RegistrationKind>(kind: kind): RegistrationsState[kind]
  /** The plugin host, fetched with the first open() or idle prefetch, not with the kernel. */
  host(): Promise<PluginHost>
  /** The host if it was asked for already (nothing to sync or unload otherwise). */
  started(): Promise<PluginHost> | undefined
  /** Refuses to load anything from now on (`destroy()`). */
  close(): void
}

export interface CreatePluginLoaderParameters {
  kernel: Kernel
  /** The kit's API, given to each plugin's context (made after the loader: it asks the loader what can show). */
  api(): KernelApi
  /** The built-in plugins by id, or how to fetch that registry (a chunk of its own). */
  builtins: BuiltinPlugins | (() => Promise<BuiltinPlugins>)
}

/**
 * Joins the built-in plugin registry and the plugin host: the registry comes as a chunk beside the modal UI, and
 * the host with the first open() or idle prefetch; only the plugins the resolved features enable (and those of
 * `options.plugins`) are ever fetched.
 */
export function createPluginLoader({ kernel, api, builtins: given }: CreatePluginLoaderParameters): PluginLoader {
  let builtins: BuiltinPlugins = typeof given === 'function' ? {} : given
  let registry: Promise<void> | undefined
  const loadBuiltins = () =>
    typeof given !== 'function'
      ? Promise.resolve()
      : (registry ??= given().then(
          (loaded) => void (builtins = loaded),
          (error: unknown) => {
            registry = undefined
            throw error
          },
        ))
  const enabled = () =>
    withRequirements(
      Object.keys(builtins).filter((id) => builtins[id]?.enabled?.(kernel.store.features.resolved, kernel.options)),
      builtins,
    )

  let host: Promise<PluginHost> | undefined
  let closed = false
  return {
    loadBuiltins,
    announced: (kind) =>
      enabled().flatMap((id) => (builtins[id]?.registers?.[kind] ?? []).map((entry) => ({ ...entry, pluginId: id }))) as never,
    builtinProvides: (view) => enabled().some((id) => (builtins[id]?.views as readonly string[] | undefined)?.includes(view)),
    host: () =>
      closed && !host
        ? Promise.reject(new Error('The kit was destroyed.'))
        : (host ??= Promise.all([import('../plugins/createPluginHost.js'), loadBuiltins()]).then(
            ([{ createPluginHost }]) =>
              createPluginHost({ kernel, api: api(), builtins: () => builtins, enabled, sources: kernel.options.plugins ?? [] }),
            (error: unknown) => {
              // A chunk that failed to load is asked for again by the next open() or plugin.
              host = undefined
              throw error
            },
          )),
    started: () => host,
    close: () => void (closed = true),
  }
}

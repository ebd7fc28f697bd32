import { proxy, ref } from 'valtio/vanilla'
import { PluginLoadError, ViewNotFoundError } from '../errors/errors.js'
import type { Kernel } from '../kernel.js'
import { CORE_VIEWS } from '../router/coreViews.js'
import type { Messages, Plugin, PluginSource, PluginStrings } from './definePlugin.js'
import type { KernelApi } from './kernelApi.js'
import type { PluginContext } from './pluginContext.js'
import type { ResolvedFeatures } from '../features/types.js'
import type { AppKitOptions } from '../options/types.js'
import type { ViewName } from '../types/registries.js'
import type { AnnouncedRegistrations, RegistrationKind, RegistrationsState } from './registrations.js'

/** A built-in feature plugin: what turns it on, the views it provides and how to fetch it. */
export interface BuiltinPlugin {
  /**
   * Whether the resolved features (SPEC.md §6) and the options turn it on; without it, it loads only as another's
   * requirement.
   */
  enabled?(features: ResolvedFeatures, options: Readonly<AppKitOptions>): unknown
  views: readonly ViewName[]
  /** What it registers once set up (Account tabs, wallet features, …), kept in place before it loads. */
  registers?: AnnouncedRegistrations
  /** The built-in plugins it `requires`, enabled with it (known before its chunk is fetched). */
  requires?: readonly string[]
  /**
   * Whether it loads only on its way to use, not with a first open, whose visitor may never need it: a visitor
   * heading for its Connect row (CONNECT_INTENT), `open()` on one of its views, an account connecting; on a phone,
   * where no pointer comes ahead of a tap, with the first open still.
   */
  loadsOnUse?: boolean
  load(): Promise<{ default: Plugin }>
}


export interface CreatePluginHostParameters {
  kernel: Kernel
  api: KernelApi
  /** Built-in plugins by id; only those `enabled` returns are ever fetched. */
  builtins(): Readonly<Record<string, BuiltinPlugin>>
  /** The built-in plugins turned on, with those they require. */
  enabled(): readonly string[]
  /** Third-party plugins from `options.plugins`. */
  sources: readonly PluginSource[]
}

export interface PluginHost {
  /**
   * Fetches and sets up every enabled plugin not loaded yet (of the built-in ones, those `only` picks, with what
   * they require). `setUp: false` leaves the setup of those that wait for their first use (`setupOnUse`) to it.
   * Failures are reported, not thrown.
   */
  loadAll(only?: (plugin: BuiltinPlugin) => unknown, setUp?: boolean): Promise<void>
  /** Makes sure `view` can show, loading the plugin that provides it; throws ViewNotFoundError. */
  ensureView(view: string): Promise<void>
  /** Tears down a plugin: its teardown runs and its views go. */
  unload(id: string): Promise<void>
  /** Unloads built-in plugins the features no longer enable. */
  syncBuiltins(): Promise<void>
  unloadAll(): Promise<void>
  loaded(): string[]
}

async function resolvePlugin(source: PluginSource): Promise<Plugin> {
  if (typeof source !== 'function') return source
  const result = await source()
  return 'default' in result ? result.default : result
}

/**
 * The context a plugin's setup gets: the kit's API without what only the modal uses, the kit's state read-only,
 * and the plugin's own state slice.
 */
export function createPluginContext(
  api: KernelApi,
  id: string,
  state: object,
  onCleanup: (cleanup: () => void) => void = () => {},
  onRegister: () => void = () => {},
  requires: readonly string[] = [],
  ready: () => Promise<void> = () => Promise.resolve(),
): PluginContext {
  const {
    state: kit,
    getView: _getView,
    registerView: _registerView,
    subscribeViews: _subscribeViews,
    selectNetwork: _selectNetwork,
    confirmNetworkSwitch: _confirmNetworkSwitch,
    setAccountTab: _setAccountTab,
    registrations: _registrations,
    ...shared
  } = api
  /** Adds `entry` to a list of the core views' registrations, until removed or the plugin unloads. */
  const register = <kind extends RegistrationKind>(kind: kind) => (input: Omit<RegistrationsState[kind][number], 'pluginId'>) => {
    const list = kit.registrations[kind] as { id: string; pluginId: string }[]
    const entry = { ...input, pluginId: id }
    // A label is a key of the plugin's strings: they come with it.
    onRegister()
    list.push(entry)
    const remove = () => {
      const index = list.findIndex((e) => e.pluginId === id && e.id === entry.id)
      if (index >= 0) list.splice(index, 1)
    }
    onCleanup(remove)
    return remove
  }
  return {
    ...shared,
    id,
    kit,
    state: state as PluginContext['state'],
    plugin(other) {
      if (!requires.includes(other)) throw new Error(`Portico: the plugin '${id}' does not require '${other}'`)
      return kit.plugins[other]?.api as never
    },
    registerAccountAction: register('accountActions'),
    registerAccountTab: register('accountTabs'),
    registerWalletFeature: register('walletFeatures'),
    registerConnectMethod: register('connectMethods'),
    ready: () => ready().then(() => kit.plugins[id]?.api as never),
  }
}

/**
 * For a plugin that ships its English as a chunk: the function that fetches it once (again after a failure) and
 * puts it into the plugin's strings in the store, where the modal reads them.
 */
function englishLoader(plugin: Plugin, onLoaded: (en: Messages) => void): (() => Promise<void>) | undefined {
  const en = plugin.strings?.en
  if (typeof en !== 'function') return undefined
  let loading: Promise<void> | undefined
  return () =>
    (loading ??= en().then(
      (module) => onLoaded(module.default),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
}

/** Loads, sets up and tears down plugins (DESIGN.md Plugin host). */
export function createPluginHost({ kernel, api, builtins, enabled, sources }: CreatePluginHostParameters): PluginHost {
  const loaded = new Map<
    string,
    {
      plugin: Plugin
      cleanups: (() => void | Promise<void>)[]
      builtin: boolean
      /** Whether its setup waits for its first use (`setupOnUse`). */
      waits: boolean
      /** Runs its setup once, its requirements' first. */
      setUp(): Promise<void>
    }
  >()
  /** Plugins whose setup is under way, for a requirement cycle to fail instead of waiting forever. */
  const settingUp = new Set<string>()
  /** Plugins left out because no configured chain family is theirs, with the plugins that require them. */
  const unavailable = new Set<string>()
  const inFlight = new Map<string, Promise<void>>()
  const sourceIds = new Map<PluginSource, string>()
  const resolved = new Map<PluginSource, Promise<Plugin>>()
  /** A source's plugin, fetched once (again after a failure). */
  const resolveSource = (source: PluginSource): Promise<Plugin> => {
    let plugin = resolved.get(source)
    if (!plugin) {
      plugin = resolvePlugin(source)
      plugin.catch(() => resolved.delete(source))
      resolved.set(source, plugin)
    }
    return plugin
  }
  let closed = false

  /**
   * Puts a plugin in the kit: its state, strings, context and views, its requirements' first. Its setup runs in
   * `setUp()`, which `settle()` calls unless the plugin waits for its first use.
   */
  async function install(plugin: Plugin, builtin: boolean): Promise<void> {
    if (closed || loaded.has(plugin.id)) return
    const configured = new Set(kernel.networks.map((n) => n.chainNamespace))
    const { id } = plugin
    if (plugin.namespaces && !plugin.namespaces.some((ns) => configured.has(ns))) return void unavailable.add(id)
    const requires = plugin.requires ?? []
    if (requires.length) {
      settingUp.add(id)
      try {
        for (const required of requires) {
          if (settingUp.has(required)) throw new Error(`'${id}' and '${required}' require each other`)
          await loadById(required, false)
          // A requirement left out for the configured families leaves this plugin out too: no failure.
          if (unavailable.has(required)) return void unavailable.add(id)
          if (!loaded.has(required)) throw new Error(`'${id}' requires '${required}', which is not available here`)
        }
      } catch (cause) {
        throw new PluginLoadError({ id, cause })
      } finally {
        settingUp.delete(id)
      }
      if (closed || loaded.has(id)) return
    }
    const plugins = kernel.store.plugins
    const cleanups: (() => void | Promise<void>)[] = [() => void delete plugins[id]]
    const state = proxy(plugin.state?.() ?? {})
    const english = englishLoader(plugin, (en) => {
      const entry = plugins[id]
      if (entry?.strings) entry.strings = ref<PluginStrings>({ ...entry.strings, en })
    })
    const loadEnglish = (): Promise<void> => english?.() ?? Promise.resolve()
    let setting: Promise<void> | undefined
    const setUp = (): Promise<void> =>
      (setting ??= (async () => {
        try {
          // Its requirements first: their APIs are what its setup reaches through `context.plugin()`.
          for (const required of requires) await loadById(required, true)
          if (closed) return
          if (loaded.get(id)?.plugin !== plugin) throw new Error('unloaded before its setup')
          const result = await plugin.setup?.(context)
          if (typeof result === 'function') cleanups.push(result)
          else if (result) {
            const slot = plugins[id]
            if (slot) slot.api = result.api && typeof result.api === 'object' ? ref(result.api) : result.api
            if (result.teardown) cleanups.push(result.teardown)
          }
        } catch (cause) {
          await unload(id)
          throw new PluginLoadError({ id, cause })
        }
      })())
    const context = createPluginContext(
      api,
      id,
      state,
      (cleanup) => cleanups.push(cleanup),
      // A label whose strings failed to load shows its key; the plugin's view reports the failure when it opens.
      () => void loadEnglish().catch(() => {}),
      requires,
      setUp,
    )
    plugins[id] = {
      state,
      api: undefined,
      strings: plugin.strings ? ref(plugin.strings) : undefined,
      views: ref(Object.keys(plugin.views ?? {})),
      context: ref(context),
    }
    const waits = typeof plugin.setupOnUse === 'function' ? plugin.setupOnUse(context) : Boolean(plugin.setupOnUse)
    // The views a built-in plugin shows in place in Connect: they show before its setup, which their use starts.
    const rows = new Set<string>(
      builtin ? (builtins()[id]?.registers?.connectMethods ?? []).filter((method) => method.inline).map((method) => method.view) : [],
    )
    for (const [name, loader] of Object.entries(plugin.views ?? {})) {
      if (!loader) continue
      // The view renders once its plugin is set up (a plugin that waited is set up now), and once its English is in.
      const needsSetUp = waits && !rows.has(name)
      const load =
        english || needsSetUp ? () => Promise.all([loader(), loadEnglish(), needsSetUp ? setUp() : undefined]).then(([module]) => module) : loader
      cleanups.push(kernel.views.register(name, load as typeof loader))
    }
    loaded.set(id, { plugin, cleanups, builtin, waits, setUp })
  }

  /** Sets the plugin `id` up, unless it waits for its first use and `setUp` is false; at once when it is. */
  function settle(id: string, setUp: boolean): Promise<void> {
    const entry = loaded.get(id)
    return entry && (setUp || !entry.waits) ? entry.setUp() : Promise.resolve()
  }

  /** Loads a required plugin: a built-in one, or the one of `options.plugins` with that id. */
  async function loadById(id: string, setUp: boolean): Promise<void> {
    if (loaded.has(id)) return settle(id, setUp)
    if (builtins()[id]) return loadBuiltin(id, setUp)
    await Promise.all(sources.map(async (source, index) => {
      const plugin = await resolveSource(source).catch(() => undefined) // a failing source reports itself in loadAll
      if (plugin?.id === id) await loadSource(source, index, setUp)
    }))
  }

  function once(key: string, task: () => Promise<void>): Promise<void> {
    let promise = inFlight.get(key)
    if (!promise) {
      promise = task().finally(() => inFlight.delete(key))
      inFlight.set(key, promise)
    }
    return promise
  }

  async function loadBuiltin(id: string, setUp: boolean): Promise<void> {
    const builtin = builtins()[id]
    if (!builtin) return
    if (!loaded.has(id)) {
      await once(`builtin:${id}`, async () => {
        let module: { default: Plugin }
        try {
          module = await builtin.load()
        } catch (cause) {
          throw new PluginLoadError({ id, cause })
        }
        await install(module.default, true)
      })
    }
    return settle(id, setUp)
  }

  async function loadSource(source: PluginSource, index: number, setUp: boolean): Promise<void> {
    const known = sourceIds.get(source)
    if (known === undefined || !loaded.has(known)) {
      await once(`source:${index}`, async () => {
        let plugin: Plugin
        try {
          plugin = await resolveSource(source)
        } catch (cause) {
          throw new PluginLoadError({ id: typeof source === 'function' ? `plugins[${index}]` : source.id, cause })
        }
        sourceIds.set(source, plugin.id)
        await install(plugin, false)
      })
    }
    const id = sourceIds.get(source)
    return id === undefined ? undefined : settle(id, setUp)
  }

  async function unload(id: string): Promise<void> {
    const entry = loaded.get(id)
    if (!entry) return
    // The plugins built on this one go first.
    for (const [other, { plugin }] of [...loaded]) if (plugin.requires?.includes(id)) await unload(other)
    if (loaded.get(id) !== entry) return
    loaded.delete(id)
    for (const cleanup of entry.cleanups.reverse()) {
      try {
        await cleanup()
      } catch (error) {
        console.error(new PluginLoadError({ id, cause: error }))
      }
    }
  }

  async function loadAll(only?: (plugin: BuiltinPlugin) => unknown, setUp = true): Promise<void> {
    const results = await Promise.allSettled([
      ...enabled()
        .filter((id) => !only || only(builtins()[id] as BuiltinPlugin))
        .map((id) => loadBuiltin(id, setUp)),
      ...sources.map((source, index) => loadSource(source, index, setUp)),
    ])
    for (const result of results) if (result.status === 'rejected') console.error(result.reason)
  }

  return {
    loadAll,
    async ensureView(view) {
      if (kernel.views.has(view)) return
      const owner = Object.entries(builtins()).find(([, builtin]) => (builtin.views as readonly string[]).includes(view))?.[0]
      if (owner && enabled().includes(owner)) await loadBuiltin(owner, true)
      if (!kernel.views.has(view)) await loadAll()
      if (!kernel.views.has(view) && !CORE_VIEWS.has(view)) throw new ViewNotFoundError({ view })
    },
    unload,
    async syncBuiltins() {
      // Unloads one plugin at a time, so a plugin that only others required goes once none of them is left.
      for (;;) {
        const on = new Set(enabled())
        const required = new Set([...loaded.values()].flatMap(({ plugin }) => plugin.requires ?? []))
        const off = [...loaded].find(([id, entry]) => entry.builtin && !on.has(id) && !required.has(id))?.[0]
        if (off === undefined) return
        await unload(off)
      }
    },
    async unloadAll() {
      closed = true
      for (const id of [...loaded.keys()].reverse()) await unload(id)
    },
    loaded: () => [...loaded.keys()],
  }
}

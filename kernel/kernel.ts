import type { ChainAdapter } from './connection/adapter.js'
import type { EventBus } from './events/createEventBus.js'
import type { AppKitOptions } from './options/types.js'
import type { Store } from './store/createStore.js'
import type { Environment } from './utils/environment.js'
import type { BuiltinPlugin } from './plugins/createPluginHost.js'
import type { ViewRegistry } from './plugins/createViewRegistry.js'
import type { RegistrationKind, RegistrationsState } from './plugins/registrations.js'
import type { ChainNamespace, Network } from './types/chain.js'

/** Returns false to keep the modal open (SPEC.md §4: closing disabled while sign-in is required). */
export type CloseGuard = (view: string) => boolean

/**
 * One kit's internals, passed to the kernel's actions. Not public: plugins get `KernelApi`, hosts get the
 * instance returned by `createAppKit`.
 */
export interface Kernel {
  store: Store
  events: EventBus
  options: AppKitOptions
  env: Environment
  views: ViewRegistry
  adapters: ChainAdapter[]
  networks: Network[]
  closeGuards: Set<CloseGuard>
  /** Loads whatever provides `view`; throws ViewNotFoundError when nothing does. Set by the plugin host. */
  ensureView(view: string): Promise<void>
  /**
   * Loads the enabled plugins not loaded yet (of the built-in ones, those `only` picks) and sets them up; with
   * `setUp` false, those that wait for their first use (`setupOnUse`) only show their Connect rows. Set by the
   * plugin host.
   */
  loadPlugins(only?: (plugin: BuiltinPlugin) => unknown, setUp?: boolean): Promise<void>
  /** Fetches and mounts the modal UI once, in a browser; a no-op elsewhere. */
  ensureUi(): Promise<void>
  /** What the enabled built-in plugins will register once set up (known from their registry). */
  announced<kind extends RegistrationKind>(kind: kind): RegistrationsState[kind]
  /** Providers of connected wallets, by namespace (`getWalletProvider`). */
  providers: Map<ChainNamespace, unknown>
  /** Timers the kit set, cleared when it is destroyed. */
  timers: Set<ReturnType<typeof setTimeout>>
}

/** `setTimeout` that the kit clears on destroy. */
export function later(kernel: Kernel, ms: number, fn: () => void): void {
  const id = setTimeout(() => {
    kernel.timers.delete(id)
    fn()
  }, ms)
  kernel.timers.add(id)
}

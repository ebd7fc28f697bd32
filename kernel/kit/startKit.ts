import type { AppKit } from '../createInstance.js'
import type { Kernel } from '../kernel.js'
import type { KernelApi } from '../plugins/kernelApi.js'
import { storedConnectorIds } from '../connection/accountState.js'
import { setPreferredAccountTypes } from '../connection/preferredAccountTypes.js'
import { createRecentWallets } from '../connectors/createRecentWallets.js'
import { ignoredLocalWarning, resolveFeatures } from '../features/resolveFeatures.js'
import type { PluginLoader } from './createPluginLoader.js'

export interface StartKitParameters {
  kernel: Kernel
  api: KernelApi
  plugins: PluginLoader
  /** The kit being started, for the adapters' setup context. */
  kit(): AppKit
  /** Collects what to undo on destroy (adapter teardowns). */
  onCleanup(cleanup: () => void): void
}

/**
 * Start-up (`kit.ready()`): recent wallets and preferred account types, the remote config (SPEC.md §6, ignored in
 * basic mode), each chain adapter's setup, then the stored sessions restored. Part of the start-up chunk
 * (kernel/startup.ts), which `createAppKit` fetches as it returns: none of it runs before.
 */
export async function startKit({ kernel, api, plugins, kit, onCleanup }: StartKitParameters): Promise<void> {
  const { store, env, options } = kernel
  store.recentWallets.wallets = createRecentWallets(env.storage).get()
  setPreferredAccountTypes(kernel)
  if (!options.basic) {
    try {
      const remote = await api.api.directory().then((directory) => directory.fetchConfig())
      const resolved = resolveFeatures({ options: options.features, basic: false, remote })
      store.features.resolved = resolved.features
      store.features.source = resolved.source
      if (resolved.ignoredLocal.length) console.warn(ignoredLocalWarning(resolved.ignoredLocal))
      const host = plugins.started()
      if (host) await (await host).syncBuiltins()
    } catch {
      // SPEC.md §6: without remote config the local settings and defaults stand.
    }
  }
  for (const adapter of kernel.adapters) {
    try {
      const teardown = await adapter.setup({
        networks: kernel.networks.filter((n) => n.chainNamespace === adapter.namespace),
        registerConnector: api.registerConnector,
        blockchainApi: api.api.blockchain,
        options,
        storage: env.storage,
        customRpcUrls: options.customRpcUrls ?? {},
        kit: kit(),
      })
      if (typeof teardown === 'function') onCleanup(teardown)
    } catch (error) {
      console.error(error)
    }
  }
  // Stored sessions (SPEC.md §4): their code comes only for a visitor who has one.
  if (Object.keys(storedConnectorIds(kernel)).length) await (await import('../connection/applyConnection.js')).restoreSessions(kernel)
}

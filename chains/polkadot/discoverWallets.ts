import type { AdapterContext } from '../../kernel/connection/adapter.js'
import { createInjectedConnector } from './createInjectedConnector.js'
import type { InjectedExtension } from './injected.js'

/** How often `window.injectedWeb3` is read again for extensions that inject later (they announce nothing). */
const POLL_MS = 500

/** The entries of `window.injectedWeb3` that look like extensions (an `enable` function). */
function injectedExtensions(): [string, InjectedExtension][] {
  const injected = (window as { injectedWeb3?: unknown }).injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected as Record<string, unknown>).filter(
    (entry): entry is [string, InjectedExtension] =>
      typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as InjectedExtension).enable === 'function',
  )
}

export interface DiscoverPolkadotWalletsParameters extends Pick<AdapterContext, 'registerConnector' | 'networks' | 'options'> {
  /** Account names by shown address, filled as accounts connect. */
  names: Map<string, string>
}

/**
 * Discovers injected Polkadot extensions (`window.injectedWeb3[name] = { enable, version }`, DESIGN.md Chains) and
 * registers a connector for each, without asking any of them anything: those present now and those that inject
 * later (read again every 500 ms, as extensions send no event). Returns the teardown that stops reading and
 * removes every connector.
 *
 * @example
 * const stop = discoverPolkadotWallets({ ...context, names: new Map() })
 */
export function discoverPolkadotWallets({ registerConnector, networks, options, names }: DiscoverPolkadotWalletsParameters): () => void {
  const registered = new Map<string, () => void>()
  const appName = () => options.metadata?.name || document.title || location.host
  const scan = () => {
    for (const [source, extension] of injectedExtensions())
      if (!registered.has(source))
        registered.set(source, registerConnector(createInjectedConnector({ source, extension, networks: () => networks, appName, names })))
  }
  scan()
  const timer = setInterval(scan, POLL_MS)
  return () => {
    clearInterval(timer)
    for (const remove of registered.values()) remove()
    registered.clear()
  }
}

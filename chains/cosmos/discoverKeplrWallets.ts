import type { AdapterContext } from '../../kernel/connection/adapter.js'
import { createKeplrConnector, type KeplrWalletDescriptor } from './createKeplrConnector.js'
import { isKeplrProvider } from './keplrProvider.js'

/** Who waits for a `window` property a wallet has not injected yet: one trap per property, shared by every kit. */
const waiting = new Map<string, Set<(value: unknown) => void>>()

/**
 * Calls `found` when something is assigned to `window[name]` (an extension that injects after the page loaded),
 * through a configurable accessor that turns back into a plain property on the first assignment. Returns the
 * function that stops waiting.
 */
function whenAssigned(name: string, found: (value: unknown) => void): () => void {
  let callbacks = waiting.get(name)
  if (!callbacks) {
    const set = new Set<(value: unknown) => void>()
    callbacks = set
    waiting.set(name, set)
    Object.defineProperty(window, name, {
      configurable: true,
      enumerable: false,
      get: () => undefined,
      set(value: unknown) {
        waiting.delete(name)
        Object.defineProperty(window, name, { configurable: true, enumerable: true, writable: true, value })
        for (const callback of set) callback(value)
      },
    })
  }
  callbacks.add(found)
  return () => {
    callbacks.delete(found)
    if (callbacks.size || waiting.get(name) !== callbacks) return
    waiting.delete(name)
    // Nothing was injected: the property goes back to not existing.
    if (Object.getOwnPropertyDescriptor(window, name)?.set) delete (window as unknown as Record<string, unknown>)[name]
  }
}

/**
 * Discovers injected Keplr-style wallets on cosmos (DESIGN.md Chains): each descriptor's `window` property, now
 * or when the wallet injects it later (an assignment, or found on the page's `load`), registers one connector.
 * Returns the teardown that stops waiting and removes the connectors.
 *
 * @example
 * const stop = discoverKeplrWallets(context, [{ global: 'keplr', name: 'Keplr', keystoreChangeEvent: 'keplr_keystorechange' }])
 */
export function discoverKeplrWallets(
  { registerConnector, networks }: Pick<AdapterContext, 'registerConnector' | 'networks'>,
  descriptors: readonly KeplrWalletDescriptor[],
): () => void {
  const stops: (() => void)[] = []
  for (const descriptor of descriptors) {
    let registered = false
    const add = (value: unknown) => {
      if (registered || !isKeplrProvider(value)) return
      registered = true
      stops.push(registerConnector(createKeplrConnector(descriptor, value, () => networks)))
    }
    const current = (window as unknown as Record<string, unknown>)[descriptor.global]
    if (current !== undefined) {
      add(current)
      continue
    }
    stops.push(whenAssigned(descriptor.global, add))
    // A wallet that defines its property instead of assigning it is found once the page has loaded.
    const onLoad = () => add((window as unknown as Record<string, unknown>)[descriptor.global])
    window.addEventListener('load', onLoad)
    stops.push(() => window.removeEventListener('load', onLoad))
  }
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}

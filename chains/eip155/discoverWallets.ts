import type { AdapterContext } from '../../kernel/connection/adapter.js'
import { createInjectedConnector } from './createInjectedConnector.js'
import type { DiscoveryTarget, Eip1193Provider, Eip6963ProviderDetail } from './types.js'

/** The connector id of the legacy `window.ethereum` wallet. */
export const INJECTED_CONNECTOR_ID = 'injected'

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  const { info, provider } = (detail ?? {}) as Partial<Eip6963ProviderDetail>
  return (
    typeof info?.rdns === 'string' &&
    info.rdns !== '' &&
    typeof info.name === 'string' &&
    typeof (provider as Eip1193Provider | undefined)?.request === 'function'
  )
}

/**
 * Discovers browser wallets and registers a connector for each (DESIGN.md Chains): EIP-6963 announcements,
 * including late ones, become ANNOUNCED connectors keyed by rdns (a second announcement of an rdns with a
 * new provider replaces the first); `window.ethereum`, when no announced wallet is that provider, becomes
 * the INJECTED 'Browser Wallet'. Returns the teardown that removes the listener and every connector.
 *
 * @example
 * const stop = discoverWallets(window, { registerConnector: (c) => { list.push(c); return () => {} } })
 */
export function discoverWallets(
  target: DiscoveryTarget,
  { registerConnector }: Pick<AdapterContext, 'registerConnector'>,
): () => void {
  const announced = new Map<string, { detail: Eip6963ProviderDetail; unregister: () => void }>()
  let unregisterInjected: (() => void) | undefined

  function syncInjected(): void {
    const ethereum = target.ethereum as Eip1193Provider | undefined
    const isAnnounced = [...announced.values()].some(({ detail }) => detail.provider === ethereum)
    if (typeof ethereum?.request === 'function' && !isAnnounced) {
      unregisterInjected ??= registerConnector(
        createInjectedConnector({ provider: ethereum, type: 'INJECTED', id: INJECTED_CONNECTOR_ID, name: 'Browser Wallet' }),
      )
    } else {
      unregisterInjected?.()
      unregisterInjected = undefined
    }
  }

  function onAnnounce(event: Event): void {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isProviderDetail(detail)) return
    const { info, provider } = detail
    const known = announced.get(info.rdns)
    // Wallets announce again whenever anyone on the page asks; the same wallet is not registered twice.
    if (known && known.detail.provider === provider && known.detail.info.name === info.name && known.detail.info.icon === info.icon)
      return
    known?.unregister()
    const unregister = registerConnector(
      createInjectedConnector({
        provider,
        type: 'ANNOUNCED',
        id: info.rdns,
        name: info.name,
        imageUrl: info.icon,
        rdns: info.rdns,
      }),
    )
    announced.set(info.rdns, { detail, unregister })
    if (unregisterInjected) syncInjected()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // Wallets that answer synchronously are registered before the legacy check below.
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  syncInjected()

  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
    for (const { unregister } of announced.values()) unregister()
    announced.clear()
    unregisterInjected?.()
    unregisterInjected = undefined
  }
}

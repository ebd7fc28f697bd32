import { createMemoryStorage } from '../../../kernel/utils/storage.js'
import type { AdapterContext } from '../../../kernel/connection/adapter.js'
import type { Connector } from '../../../kernel/types/connector.js'
import type { DiscoveryTarget, Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from '../types.js'

// Test helpers only: a window with nothing but events (and `ethereum`), wallets that announce themselves
// the way extensions do, and an adapter context that keeps connectors the way the kernel does.

export type FakeWindow = DiscoveryTarget

export function createFakeWindow(): FakeWindow {
  return new EventTarget() as FakeWindow
}

export function walletInfo(rdns: string, name = rdns): Eip6963ProviderInfo {
  return { uuid: `uuid-${rdns}`, name, rdns, icon: `data:image/svg+xml,<svg id="${rdns}"/>` }
}

/** Dispatches one `eip6963:announceProvider`. */
export function announce(target: FakeWindow, detail: Eip6963ProviderDetail): void {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ ...detail }) }))
}

/**
 * Installs a wallet extension: it announces now and again at every `eip6963:requestProvider`, as EIP-6963
 * asks. Returns its uninstaller.
 */
export function installWallet(target: FakeWindow, detail: Eip6963ProviderDetail): () => void {
  const onRequest = () => announce(target, detail)
  target.addEventListener('eip6963:requestProvider', onRequest)
  onRequest()
  return () => target.removeEventListener('eip6963:requestProvider', onRequest)
}

/** A provider that answers nothing but records what it was asked. */
export function stubProvider(
  answer: (method: string, params: unknown) => unknown = () => null,
): Eip1193Provider & { calls: { method: string; params: unknown }[] } {
  const calls: { method: string; params: unknown }[] = []
  return {
    calls,
    async request({ method, params }) {
      calls.push({ method, params })
      return answer(method, params)
    },
  }
}

/** An AdapterContext whose registry behaves like the kernel's (replace by id, remove by reference). */
export function createTestContext(overrides: Partial<AdapterContext> = {}) {
  const connectors: Connector[] = []
  const log: string[] = []
  const context: AdapterContext = {
    networks: [],
    registerConnector(connector) {
      log.push(`+${connector.id}`)
      const index = connectors.findIndex((c) => c.id === connector.id)
      if (index >= 0) connectors.splice(index, 1, connector)
      else connectors.push(connector)
      return () => {
        const at = connectors.indexOf(connector)
        if (at >= 0) {
          connectors.splice(at, 1)
          log.push(`-${connector.id}`)
        }
      }
    },
    blockchainApi: () => Promise.reject(new Error('no blockchain API in this test')),
    options: { projectId: 'test-project', networks: [] },
    storage: createMemoryStorage(),
    customRpcUrls: {},
    ...overrides,
  }
  return { context, connectors, log }
}

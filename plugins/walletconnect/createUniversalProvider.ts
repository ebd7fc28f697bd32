// The WalletConnect SDK. This module is reached only through import(): the provider is big and loads when a
// WalletConnect path is taken (a view mounts, connect or reconnect is called) or is prefetched on the visitor's
// intent (pointer or focus on a WalletConnect entry, All Wallets) and at once on mobile.
import type { AppMetadata } from 'portico'
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  closeUniversalProvider,
  expireProposals,
  holdCore,
  withNetworkListeners,
  type ClosableCore,
  type ProposingClient,
} from './closeUniversalProvider.js'
import type { WalletConnectProvider } from './walletConnectProvider.js'

export interface CreateUniversalProviderParameters {
  projectId: string
  relayUrl: string
  metadata?: AppMetadata | undefined
  customStoragePrefix: string
  /**
   * Skips WalletConnect's Verify step, which loads an iframe from a WalletConnect host on every connect and
   * request and waits up to 5 s when it cannot (INFRA.md). For local relays, tests and demos.
   */
  disableVerify: boolean
  /** Sends the SDK's telemetry to WalletConnect's cloud. */
  telemetryEnabled: boolean
}

/**
 * Initialises the kit's UniversalProvider; a session stored by an earlier visit is restored. `close()` stops it
 * when the kit is destroyed: pending proposals ended, relay socket closed, heartbeat stopped, the SDK's window
 * listeners removed.
 *
 * @example
 * const provider = await createUniversalProvider({ projectId, relayUrl: 'ws://127.0.0.1:4500', customStoragePrefix: 'portico', disableVerify: true, telemetryEnabled: false })
 */
export async function createUniversalProvider({
  projectId,
  relayUrl,
  metadata,
  customStoragePrefix,
  disableVerify,
  telemetryEnabled,
}: CreateUniversalProviderParameters): Promise<WalletConnectProvider> {
  const { made: provider, listeners } = await withNetworkListeners(() =>
    UniversalProvider.init({
      projectId,
      relayUrl,
      customStoragePrefix,
      telemetryEnabled,
      ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
    }),
  )
  if (disableVerify) provider.client.core.verify.register = async () => ''
  const core = provider.client.core as unknown as ClosableCore
  holdCore(core, listeners)
  const client = provider.client as unknown as ProposingClient
  return Object.assign(provider, {
    close: () => {
      expireProposals(client)
      return closeUniversalProvider(core, customStoragePrefix)
    },
  })
}

import { useEffect, useRef } from 'react'
import type { Connector } from 'portico'
import { isUserRejection, useActiveAccount, useConnectAttempt, usePlugin, usePluginContext, useSnap } from 'portico/ui'
import { WALLET_CONNECT_CONNECTOR_ID } from '../createWalletConnectConnector.js'
import { isPairingUriExpired } from '../pairing.js'
import { watchPairingExpiry } from '../watchPairingExpiry.js'

export interface WalletConnectConnection {
  /** The pairing uri to show, once the provider has one. */
  uri: string | undefined
  status: 'connecting' | 'connected' | 'failed'
  /** The wallet declined (SPEC.md §8 'Connection declined'). */
  declined: boolean
  error: unknown
  /** Starts a fresh connection, with a fresh uri. */
  retry(): void
}

/**
 * Connects over WalletConnect while a view shows: starts the connection when the view mounts (joining one
 * already pending), pairs afresh when the shown uri expires (SPEC.md §4), closes the modal on success, and
 * gives the connection up when the view goes away.
 *
 * With manual WalletConnect control (`manualWCControl`, SPEC.md §2) the host drives the pairing: the view only
 * shows the uri the host sets, and closes once an account connects; "Try again" still connects.
 */
export function useWalletConnectConnection(view: string): WalletConnectConnection {
  const context = usePluginContext('walletconnect')
  const controller = usePlugin('walletconnect')
  const manual = context.options.manualWCControl === true
  const { uri } = useSnap(context.state)
  const { list } = useSnap(context.kit.connectors)
  const connector = (list as readonly Connector[]).find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)
  const { attempt, current, start, clear } = useConnectAttempt(WALLET_CONNECT_CONNECTOR_ID)
  const hasConnector = Boolean(connector)

  useEffect(() => {
    const joinable = current()?.status === 'connecting' && controller?.isPending()
    if (!manual && !joinable && hasConnector) start('WalletConnect')
    return () => {
      // Leaving the view gives up the pairing it showed; a settled attempt is forgotten.
      if (current()?.status === 'connecting') controller?.cancel()
      clear()
    }
  }, [current, start, clear, controller, hasConnector, manual])

  useEffect(() => {
    if (manual) return undefined
    return watchPairingExpiry({
      getUri: () => context.state.uri,
      isExpired: () => isPairingUriExpired(context.state, context.env.now()),
      refresh: () => controller?.refresh(),
    })
  }, [context, controller, manual])

  useEffect(() => {
    if (attempt?.status !== 'connected') return
    clear()
    // The kernel may have moved on (sign-in, unsupported network); only a view still waiting closes.
    if (context.kit.router.view === view) context.modal.close()
  }, [context, attempt, clear, view])

  // Manual control: the host's connection ends the wait when an account becomes connected.
  const active = useActiveAccount()
  const connected = active.account?.status === 'connected'
  const wasConnected = useRef(connected)
  useEffect(() => {
    const before = wasConnected.current
    wasConnected.current = connected
    if (manual && connected && !before && context.kit.router.view === view) context.modal.close()
  }, [context, manual, connected, view])

  const status = attempt?.status ?? 'connecting'
  return {
    uri: status === 'connecting' ? uri : undefined,
    status,
    declined: status === 'failed' && isUserRejection(attempt?.error),
    error: attempt?.error,
    retry: () => {
      if (connector) start(connector.name)
    },
  }
}

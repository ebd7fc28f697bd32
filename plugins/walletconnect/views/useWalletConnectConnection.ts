import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import type { Connector } from '../../../kernel/types/connector.js'
import { useActiveAccount } from '../../../ui/hooks/useAccount.js'
import { useKit } from '../../../ui/hooks/useKit.js'
import { useSnap } from '../../../ui/hooks/useSnap.js'
import {
  clearAttempt,
  getAttempt,
  isUserRejection,
  startConnect,
  subscribeAttempts,
} from '../../../ui/wallets/connectAttempts.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../createWalletConnectConnector.js'
import { watchPairingExpiry } from '../watchPairingExpiry.js'
import { usePlugin } from '../../../ui/hooks/usePlugin.js'
import { getKernelApi } from '../../../kernel/internals.js'

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
  const kit = useKit()
  const kernel = getKernelApi(kit)
  const controller = usePlugin('walletconnect')
  const manual = kernel.options.manualWCControl === true
  const { uri } = useSnap(kernel.state.walletConnect)
  const { list } = useSnap(kernel.state.connectors)
  const connector = (list as readonly Connector[]).find((c) => c.id === WALLET_CONNECT_CONNECTOR_ID)
  const id = WALLET_CONNECT_CONNECTOR_ID
  const subscribe = useCallback((onChange: () => void) => subscribeAttempts(kit, onChange), [kit])
  const read = () => getAttempt(kit, id)
  const attempt = useSyncExternalStore(subscribe, read, read)
  const hasConnector = Boolean(connector)

  useEffect(() => {
    const current = getAttempt(kit, id)
    const joinable = current?.status === 'connecting' && controller?.isPending()
    if (!manual && !joinable && hasConnector) startConnect(kit, { id, name: 'WalletConnect' })
    return () => {
      // Leaving the view gives up the pairing it showed; a settled attempt is forgotten.
      if (getAttempt(kit, id)?.status === 'connecting') controller?.cancel()
      clearAttempt(kit, id)
    }
  }, [kit, kernel, controller, id, hasConnector, manual])

  useEffect(() => {
    if (manual) return undefined
    return watchPairingExpiry({
      getUri: () => kernel.state.walletConnect.uri,
      isExpired: () => kernel.walletConnect.isUriExpired(),
      refresh: () => controller?.refresh(),
    })
  }, [kernel, controller, manual])

  useEffect(() => {
    if (attempt?.status !== 'connected') return
    clearAttempt(kit, id)
    // The kernel may have moved on (sign-in, unsupported network); only a view still waiting closes.
    if (kernel.state.router.view === view) kit.close()
  }, [kit, kernel, attempt, id, view])

  // Manual control: the host's connection ends the wait when an account becomes connected.
  const active = useActiveAccount()
  const connected = active.account?.status === 'connected'
  const wasConnected = useRef(connected)
  useEffect(() => {
    const before = wasConnected.current
    wasConnected.current = connected
    if (manual && connected && !before && kernel.state.router.view === view) kit.close()
  }, [kit, kernel, manual, connected, view])

  const status = attempt?.status ?? 'connecting'
  return {
    uri: status === 'connecting' ? uri : undefined,
    status,
    declined: status === 'failed' && isUserRejection(attempt?.error),
    error: attempt?.error,
    retry: () => {
      if (connector) startConnect(kit, { id, name: connector.name })
    },
  }
}

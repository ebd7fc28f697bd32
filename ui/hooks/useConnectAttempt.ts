import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { clearAttempt, getAttempt, startConnect, subscribeAttempts, type ConnectAttempt } from '../wallets/connectAttempts.js'
import { useKit } from './useKit.js'

/** The modal's attempt to connect one connector, as `useConnectAttempt` gives it. */
export interface ConnectAttemptHandle {
  /** The attempt as it was at render: `undefined` before one starts and after a settled one is cleared. */
  attempt: ConnectAttempt | undefined
  /** The attempt now (for effects and handlers, which may run after a newer render). */
  current(): ConnectAttempt | undefined
  /** Connects the connector and records how it goes; the Connecting views show it. */
  start(name: string): void
  /** Forgets a settled attempt once its outcome has been shown. */
  clear(): void
}

/**
 * The modal's attempt to connect `connectorId`, shared by every view that shows it (a plugin's connecting view
 * and the modal's own): a connector a plugin registers is connected and shown the way the built-in ones are.
 *
 * @example
 * const { attempt, start } = useConnectAttempt('acme-wallet')
 * useEffect(() => start('Acme Wallet'), [])
 * attempt?.status // 'connecting' | 'connected' | 'failed'
 */
export function useConnectAttempt(connectorId: string): ConnectAttemptHandle {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => subscribeAttempts(kit, onChange), [kit])
  const read = useCallback(() => getAttempt(kit, connectorId), [kit, connectorId])
  const attempt = useSyncExternalStore(subscribe, read, read)
  const actions = useMemo(
    () => ({
      current: () => getAttempt(kit, connectorId),
      start: (name: string) => void startConnect(kit, { id: connectorId, name }),
      clear: () => clearAttempt(kit, connectorId),
    }),
    [kit, connectorId],
  )
  return { attempt, ...actions }
}

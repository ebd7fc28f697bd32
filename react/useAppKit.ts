import { useCallback } from 'react'
import type { OpenModalParameters } from '../kernel/router/openModal.js'
import { useActiveKit } from './useKitValue.js'

export interface UseAppKitReturnType {
  /** Opens the modal (Account when connected, Connect otherwise, or the view asked for). */
  open(parameters?: OpenModalParameters): Promise<void>
  close(): void
}

/**
 * Opens and closes the modal of the active kit.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const kit = useActiveKit()
  const open = useCallback(
    (parameters?: OpenModalParameters) =>
      kit ? kit.open(parameters) : Promise.reject(new Error('Portico: call createAppKit before opening the modal')),
    [kit],
  )
  const close = useCallback(() => kit?.close(), [kit])
  return { open, close }
}

import { useCallback } from 'react'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { useActiveKit } from './useKitValue.js'

export interface UseDisconnectReturnType {
  /** Disconnects one chain family, or every connected one. */
  disconnect(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useActiveKit()
  const disconnect = useCallback(
    async ({ namespace }: { namespace?: ChainNamespace | undefined } = {}) => {
      await kit?.disconnect(namespace)
    },
    [kit],
  )
  return { disconnect }
}

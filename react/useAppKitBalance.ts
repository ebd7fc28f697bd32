import { useCallback } from 'react'
import type { FetchBalanceResult } from '../kernel/createInstance.js'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { useActiveKit } from './useKitValue.js'

export interface UseAppKitBalanceReturnType {
  /**
   * Reads the connected account's native balance now, past the 30 s the modal keeps it; the modal and the account
   * button show what it read. Resolves `{ data: { balance, symbol }, error, isSuccess, isError }`.
   */
  fetchBalance(parameters?: { namespace?: ChainNamespace | undefined }): Promise<FetchBalanceResult>
}

/**
 * The connected account's balance, read on demand: after the app moved funds the modal does not know of.
 *
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data } = await fetchBalance() // { balance: '1', symbol: 'ETH' }
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const kit = useActiveKit()
  const fetchBalance = useCallback(
    async ({ namespace }: { namespace?: ChainNamespace | undefined } = {}): Promise<FetchBalanceResult> =>
      kit ? kit.fetchBalance(namespace) : { error: 'No account connected', isSuccess: false, isError: true },
    [kit],
  )
  return { fetchBalance }
}

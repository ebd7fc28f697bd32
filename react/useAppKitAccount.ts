import type { PublicAccount } from '../kernel/createInstance.js'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { useKitValue } from './useKitValue.js'

const DISCONNECTED: PublicAccount = {
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  allAccounts: [],
  preferredAccountTypes: {},
  embeddedWalletInfo: undefined,
}

export interface UseAppKitAccountParameters {
  /** The chain family; the active one by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * The connected account: `{ address, caipAddress, isConnected, status, allAccounts, preferredAccountTypes,
 * embeddedWalletInfo }` (`embeddedWalletInfo`: the embedded wallet's `user`, `authProvider` and `accountType` while
 * one is connected); disconnected on the server and until the kit reports.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}): PublicAccount {
  return useKitValue(
    (kit, onChange) => kit.subscribeAccount(onChange, namespace),
    (kit) => kit.getAccount(namespace),
    DISCONNECTED,
    namespace,
  )
}

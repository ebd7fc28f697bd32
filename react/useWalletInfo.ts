import type { ConnectedWalletInfo } from '../kernel/types/account.js'
import type { ChainNamespace } from '../kernel/types/chain.js'
import { useKitValue } from './useKitValue.js'

/**
 * The connected wallet's name and icon.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const walletInfo = useKitValue(
    (kit, onChange) => kit.subscribeAccount(onChange, namespace),
    (kit) => kit.getWalletInfo(namespace),
    undefined,
    namespace,
  )
  return { walletInfo }
}

import type { ChainNamespace } from '../kernel/types/chain.js'
import { useKitValue } from './useKitValue.js'

export interface UseAppKitProviderReturnType<provider> {
  /** The connected wallet's provider (EIP-1193 on eip155), or undefined. */
  walletProvider: provider | undefined
}

/**
 * The provider of the wallet connected on `namespace`.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<provider = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<provider> {
  const walletProvider = useKitValue(
    (kit, onChange) => kit.subscribeAccount(onChange, namespace),
    (kit) => kit.getWalletProvider(namespace) as provider | undefined,
    undefined,
    namespace,
    Object.is,
  )
  return { walletProvider }
}

import { useCallback } from 'react'
import type { PublicNetwork } from '../kernel/createInstance.js'
import type { Network } from '../kernel/types/chain.js'
import { useActiveKit, useKitValue } from './useKitValue.js'

const NO_NETWORK: PublicNetwork = { caipNetwork: undefined, chainId: undefined, caipNetworkId: undefined }

export interface UseAppKitNetworkReturnType extends PublicNetwork {
  switchNetwork(network: Network): Promise<void>
}

function readNetwork(kit: { getCaipNetwork(): Network | undefined }): PublicNetwork {
  const caipNetwork = kit.getCaipNetwork()
  return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { chainId, switchNetwork } = useAppKitNetwork()
 * await switchNetwork(arbitrum)
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const network = useKitValue((kit, onChange) => kit.subscribeNetwork(onChange), readNetwork, NO_NETWORK)
  const kit = useActiveKit()
  const switchNetwork = useCallback(
    (next: Network) => (kit ? kit.switchNetwork(next) : Promise.reject(new Error('Portico: call createAppKit first'))),
    [kit],
  )
  return { ...network, switchNetwork }
}

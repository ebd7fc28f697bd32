import type { PublicState } from '../kernel/createInstance.js'
import { useKitValue } from './useKitValue.js'

const CLOSED: PublicState = {
  open: false,
  loading: false,
  activeChain: undefined,
  selectedNetworkId: undefined,
  initialized: false,
}

/**
 * The modal's state: `{ open, loading, activeChain, selectedNetworkId, initialized }`.
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): PublicState {
  return useKitValue((kit, onChange) => kit.subscribeState(onChange), (kit) => kit.getState(), CLOSED)
}

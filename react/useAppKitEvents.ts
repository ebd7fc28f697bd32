import type { KitEvent } from '../kernel/events/createEventBus.js'
import { useKitValue } from './useKitValue.js'

export interface UseAppKitEventsReturnType {
  /** When the latest event happened, ms since the epoch. */
  timestamp: number | undefined
  /** The latest event: `{ type: 'track', event, properties }`. */
  data: KitEvent | undefined
}

/**
 * The kit's latest event (`MODAL_OPEN`, `CONNECT_SUCCESS`, ...).
 *
 * @example
 * const { data } = useAppKitEvents()
 * useEffect(() => { if (data?.event === 'CONNECT_SUCCESS') track() }, [data])
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const data = useKitValue(
    (kit, onChange) => kit.subscribeEvents(onChange),
    (kit) => kit.getEvent(),
    undefined,
    '',
    Object.is,
  )
  return { timestamp: data?.timestamp, data }
}

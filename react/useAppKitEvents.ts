import type { AppKitEvent } from '../kernel/events/createEventBus.js'
import { useKitValue } from './useKitValue.js'

export interface UseAppKitEventsReturnType {
  /** When the latest event happened, ms since the epoch. */
  timestamp: number | undefined
  /** Kept for AppKit compatibility; empty. */
  reportedErrors: AppKitEvent['reportedErrors']
  /** The latest event: `{ type: 'track', event, properties }`. */
  data: AppKitEvent['data'] | undefined
}

const NO_ERRORS: AppKitEvent['reportedErrors'] = {}

/**
 * The kit's latest event (`MODAL_OPEN`, `CONNECT_SUCCESS`, ...), in AppKit's shape.
 *
 * @example
 * const { data } = useAppKitEvents()
 * useEffect(() => { if (data?.event === 'CONNECT_SUCCESS') track() }, [data])
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  const event = useKitValue(
    (kit, onChange) => kit.subscribeEvents(onChange),
    (kit) => kit.getEvent(),
    undefined,
    '',
    Object.is,
  )
  return { timestamp: event?.timestamp, reportedErrors: event?.reportedErrors ?? NO_ERRORS, data: event?.data }
}

import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../features/defaults.js'
import type { ConnectorTypeOrderItem } from '../features/types.js'

/**
 * The Connect view's section order: the given order without unknown or repeated items, followed by any
 * missing section in the default order (SPEC.md §6).
 *
 * @example
 * orderConnectSections(['featured', 'featured', 'recent'])
 * // ['featured', 'recent', 'walletConnect', 'injected', 'custom', 'external', 'recommended']
 */
export function orderConnectSections(
  order: readonly string[] = DEFAULT_CONNECTOR_TYPE_ORDER,
): ConnectorTypeOrderItem[] {
  const known = order.filter((item): item is ConnectorTypeOrderItem =>
    (DEFAULT_CONNECTOR_TYPE_ORDER as readonly string[]).includes(item),
  )
  return [...new Set([...known, ...DEFAULT_CONNECTOR_TYPE_ORDER])]
}

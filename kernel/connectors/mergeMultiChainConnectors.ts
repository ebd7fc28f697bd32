import type { Connector } from '../types/connector.js'

/** The connector id of the MULTI_CHAIN connector that stands for the browser wallet `name` on several families. */
const multiChainConnectorId = (name: string) => `multichain:${name.toLowerCase()}`

/**
 * One MULTI_CHAIN connector for each browser wallet that offers several chain families (SPEC.md §3 Connector): the
 * ANNOUNCED or INJECTED connectors of different namespaces with the same wallet name become one entry whose
 * `connectors` are the per-family ones (the Connect view's row, where the user then picks the family). Other
 * connectors stay as they are, in their order; the merged one takes the place of its first family's.
 *
 * @example
 * mergeMultiChainConnectors([evm, solana]) // [{ type: 'MULTI_CHAIN', name: 'Acme', connectors: [evm, solana], … }]
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const browser = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'
  const byName = new Map<string, Connector[]>()
  for (const c of connectors) if (browser(c)) byName.set(c.name.toLowerCase(), [...(byName.get(c.name.toLowerCase()) ?? []), c])
  const merged = new Set<string>()
  const result: Connector[] = []
  for (const c of connectors) {
    const family = browser(c) ? (byName.get(c.name.toLowerCase()) ?? []) : []
    if (new Set(family.map((f) => f.chain)).size < 2) {
      result.push(c)
      continue
    }
    if (merged.has(c.name.toLowerCase())) continue
    merged.add(c.name.toLowerCase())
    result.push({
      id: multiChainConnectorId(c.name),
      name: c.name,
      type: 'MULTI_CHAIN',
      chain: c.chain,
      ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}),
      ...(c.imageId ? { imageId: c.imageId } : {}),
      ...(c.explorerId ? { explorerId: c.explorerId } : {}),
      ...(c.info ? { info: c.info } : {}),
      installed: true,
      connectors: family,
      // The user picks a family first; connecting goes through that family's connector.
      connect: (params) => (family.find((f) => f.chain === params.network?.chainNamespace) ?? c).connect(params),
      disconnect: async () => {
        await Promise.all(family.map((f) => f.disconnect()))
      },
    })
  }
  return result
}

import type { HttpClient } from 'portico'
import * as z from 'zod/mini'

/** What the on-ramp listing of the history (SPEC.md §7 `onramp`) tells about each purchase. */
const purchasesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({ status: z.string() }),
      transfers: z.array(
        z.object({
          quantity: z.object({ numeric: z.string() }),
          fungible_info: z.optional(z.nullable(z.object({ symbol: z.optional(z.nullable(z.string())) }))),
        }),
      ),
    }),
  ),
})

export interface Purchase {
  id: string
  /** Whole units bought and their symbol. */
  amount: string
  symbol: string
}

export interface WatchPurchasesParameters {
  address: string
  /** CAIP-2 id of the network whose purchases to watch. */
  chainId: string | undefined
  provider: string
  /** How often to ask. */
  intervalMs: number
  /** Called once, with the first purchase that was not there when watching began. */
  onPurchase(purchase: Purchase): void
}

/**
 * Watches the provider's purchases of an account (the history's on-ramp listing, SPEC.md §7): what is listed at
 * the start is known; the first new, successful one is reported. A failed call is asked again at the next tick.
 * Returns the function that stops watching.
 *
 * @example
 * const stop = watchPurchases(client, { address, chainId, provider: 'coinbase', intervalMs: 2000, onPurchase })
 */
export function watchPurchases(
  client: HttpClient,
  { address, chainId, provider, intervalMs, onPurchase }: WatchPurchasesParameters,
): () => void {
  const controller = new AbortController()
  let known: Set<string> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const tick = async () => {
    try {
      const { data } = await client.get(`/v1/account/${encodeURIComponent(address)}/history`, {
        query: { chainId, onramp: provider },
        schema: purchasesSchema,
        signal: controller.signal,
      })
      if (!known) known = new Set(data.map((purchase) => purchase.id))
      else {
        const found = data.find((purchase) => !known?.has(purchase.id) && !/FAILED|IN_PROGRESS/u.test(purchase.metadata.status))
        const [transfer] = found?.transfers ?? []
        if (found) {
          controller.abort()
          onPurchase({ id: found.id, amount: transfer?.quantity.numeric ?? '', symbol: transfer?.fungible_info?.symbol ?? '' })
          return
        }
      }
    } catch {
      // A failed look is asked again at the next tick; after stop, nothing more happens.
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void tick(), intervalMs)
  }
  void tick()
  return () => {
    controller.abort()
    clearTimeout(timer)
  }
}

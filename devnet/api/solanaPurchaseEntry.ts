import { payoutAsset } from '../onramp/orderPrice.js'
import type { StoredPurchase } from '../onramp/purchases.js'
import type { HistoryEntry } from './historyRoutes.js'

/**
 * A purchase paid out on the local Solana ledger as the history lists it (SPEC.md §3 Transaction): a `buy` of
 * SOL into the address, with the provider's status in an on-ramp listing. The devnet indexes no other Solana
 * transactions; the ledger's airdrop account pays, so no sender is named.
 *
 * @example
 * solanaPurchaseEntry(purchase, { onramp: true, origin }) // { id: '5h…', metadata: { operationType: 'buy', … } }
 */
export function solanaPurchaseEntry(purchase: StoredPurchase, { onramp, origin }: { onramp: boolean; origin: string }): HistoryEntry {
  const price = payoutAsset(purchase.symbol)?.priceUsd ?? 0
  return {
    id: purchase.hash,
    metadata: {
      operationType: 'buy',
      hash: purchase.hash,
      minedAt: purchase.paidAt,
      sentFrom: '',
      sentTo: purchase.address,
      status: onramp ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'confirmed',
      nonce: 0,
      chain: purchase.chainId,
    },
    transfers: [
      {
        fungible_info: {
          name: purchase.symbol === 'SOL' ? 'Solana' : purchase.symbol,
          symbol: purchase.symbol,
          icon: { url: `${origin}/assets/token/${encodeURIComponent(purchase.symbol)}` },
        },
        direction: 'in',
        quantity: { numeric: purchase.purchaseAmount },
        value: Number(purchase.purchaseAmount) * price,
        price,
        sender: '',
        recipient: purchase.address,
      },
    ],
  }
}

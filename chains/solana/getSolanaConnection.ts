import { getActiveKit } from '../../kernel/activeKit.js'
import type { AppKit } from '../../kernel/createInstance.js'
import type { SolanaConnection } from './createConnection.js'
import { solanaConnectionUrl } from './solanaConnectionUrl.js'

/**
 * The host's Solana connection: a `@solana/kit` RPC client (`createSolanaRpc`) for the solana family's network
 * (the active network when solana is active; the one solana last used, else the first configured Solana network,
 * while another family is active), through the first of its `customRpcUrls`, else its default RPC. Waits for the
 * kit's start-up; resolves undefined without a `solana()` adapter or a Solana network. `@solana/kit` is fetched
 * on the first call. Ask again after `subscribeNetwork` calls back to follow a network switch.
 *
 * @example
 * const connection = await getSolanaConnection(kit)
 * const { value: lamports } = await connection!.getBalance(address).send()
 */
export async function getSolanaConnection(kit: AppKit | undefined = getActiveKit()): Promise<SolanaConnection | undefined> {
  if (!kit) return undefined
  await kit.ready()
  const url = solanaConnectionUrl(kit)
  return url ? (await import('./createConnection.js')).createConnection(url) : undefined
}

import * as z from 'zod/mini'
import type { AdapterContext, Identity } from '../../kernel/connection/adapter.js'

/** `GET /v1/identity/{address}` (SPEC.md §7): `{ name, avatar }`, either may be missing. */
const identityResponseSchema = z.object({
  name: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
})

/**
 * The profile name and avatar of an address from the blockchain API (SPEC.md §7 identity), asked with
 * `sender` set to the address.
 *
 * @example
 * const { name, avatar } = await getIdentity({ address }, context) // { name: 'vitalik.eth', avatar: 'https://…' }
 */
export async function getIdentity(
  { address }: { address: string },
  { blockchainApi }: Pick<AdapterContext, 'blockchainApi'>,
): Promise<Identity> {
  const api = await blockchainApi()
  const { name, avatar } = await api.get(`/v1/identity/${encodeURIComponent(address)}`, {
    query: { sender: address },
    schema: identityResponseSchema,
  })
  return { name: name || null, avatar: avatar || null }
}

import * as z from 'zod/mini'
import type { AdapterContext, Identity } from '../../kernel/connection/adapter.js'
import { sanitizeName } from '../../kernel/utils/sanitizeName.js'
import { isValidName } from './isValidName.js'

/** `GET /v1/identity/{address}` (SPEC.md §7): `{ name, avatar }`, either may be missing. */
const identityResponseSchema = z.object({
  name: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
})

/** The longest avatar URL kept (a data URL of a small image fits). */
const MAX_AVATAR_LENGTH = 100_000

/**
 * The profile name and avatar of an address from the blockchain API (SPEC.md §7 identity), asked with
 * `sender` set to the address. The name is kept only when it is a valid name (SPEC.md §5, `isValidName`) and
 * `sanitizeName` finds nothing to take out of it (a name with a bidi or invisible character is another name than
 * the one it shows): anything else, such as a name shaped like an address, reads as no name, and the address
 * shows.
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
  const clean = sanitizeName(name, 255)
  return {
    name: clean === name && isValidName(clean) ? clean : null,
    avatar: avatar && avatar.length <= MAX_AVATAR_LENGTH ? avatar : null,
  }
}

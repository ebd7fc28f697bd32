import type { ServerResponse } from 'node:http'
import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem'
import * as z from 'zod'
import { getIdentity, putIdentity, selectOne, type IdentityRow } from '../store.js'
import type { ApiState } from './apiState.js'
import { HttpError, readJson, sendError, sendJson, type Route } from './http.js'

/** The zone the devnet's names live in: `alice.portico`; `GET /v1/profile/suggestions/{name}?zone=portico`. */
const PROFILE_ZONE = 'portico'

/** SPEC.md §5: a name's label is letters, digits or hyphens, at least 4 characters. */
const LABEL = /^[a-z0-9-]{4,}$/i

/** How old a signed registration message may be (its `timestamp`, in seconds), so an old signature cannot be replayed. */
const MESSAGE_MAX_AGE_S = 10 * 60

/**
 * A profile as `GET /v1/profile/account/{name}?apiVersion=2` answers it (SPEC.md §7 `addresses, attributes`):
 * the name, its addresses by SLIP-44 coin type (`'60'`: Ethereum and every EVM chain of the devnet) and its
 * attributes (`avatar` when the profile has one).
 */
export interface ProfileAnswer {
  name: string
  addresses: Record<string, { address: string }>
  attributes: { avatar?: string }
}

/** The identity (the `identities` table behind GET /v1/identity) with this name, case-insensitively. */
function findByName(state: ApiState, name: string): IdentityRow | undefined {
  const row = selectOne(state.db, 'SELECT * FROM identities WHERE name = ? COLLATE NOCASE', [name])
  if (!row) return undefined
  return { address: String(row.address), name: String(row.name), avatarId: row.avatar_id === null ? null : String(row.avatar_id) }
}

function answer(identity: IdentityRow, origin: string): ProfileAnswer {
  return {
    name: identity.name,
    addresses: { '60': { address: getAddress(identity.address) } },
    attributes: identity.avatarId ? { avatar: `${origin}/assets/avatar/${encodeURIComponent(identity.avatarId)}` } : {},
  }
}

/** Answers a refusal in the blockchain API's shape: `{ message, reasons: [{ field, description }] }`. */
function refuse(res: ServerResponse, status: number, field: string, message: string): void {
  sendJson(res, status, { message, reasons: [{ field, description: message }] })
}

/** The body of `POST /v1/profile/account` (SPEC.md §7): the coin type, the address, the signed message and its signature. */
const registrationSchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'Invalid address'),
  message: z.string().max(10_000),
  signature: z.string().refine(isHex, 'Invalid signature'),
})

/** The signed message: `{ name, attributes, timestamp }` as JSON. */
const messageSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int(),
})

/** The API version the profile endpoints answer; the real API's older shape is not served. */
function requireApiVersion(url: URL): void {
  if (url.searchParams.get('apiVersion') !== '2') throw new HttpError(400, 'Query parameter apiVersion must be 2')
}

/**
 * The profile endpoints of the blockchain API under `/blockchain` (SPEC.md §7), over the devnet's identities
 * (alice/bob/carol/dave.portico for accounts 0..3, the same table as GET /v1/identity):
 * - `GET /v1/profile/account/{name}?apiVersion=2` → `ProfileAnswer`; 404 `{ message, reasons }` for an unknown name.
 * - `GET /v1/profile/reverse/{address}?apiVersion=2` → `ProfileAnswer[]` (empty for an address without a name).
 * - `GET /v1/profile/suggestions/{name}?zone=portico` → `{ suggestions: [{ name, registered }] }`: the name asked and
 *   a few near it, each full name with whether it is taken.
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → `{ success: true }`: registers the
 *   name of the signed message (`{ name, attributes, timestamp }`) for the address. The signature is checked with
 *   viem's `verifyMessage` against the chain of the coin type (SPEC.md §5: the chain id with the high bit set), so
 *   a contract account's ERC-1271 (and a counterfactual one's ERC-6492) signature counts as its owner's would.
 *   Refused with `{ message, reasons }`: a name outside the zone or against the rule, a taken name, an unknown
 *   chain, an old message, a signature that does not verify. The new name is then what the identity, reverse and
 *   account endpoints answer for the address.
 */
export function profileRoutes(state: ApiState): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/profile\/account\/(?<name>[^/]+)$/,
      needsProjectId: true,
      handle({ res, url, params, origin }) {
        requireApiVersion(url)
        const name = params.name ?? ''
        const identity = findByName(state, name)
        if (!identity) {
          const message = `Name ${name} is not registered`
          return sendJson(res, 404, { message, reasons: [{ field: 'name', description: message }] })
        }
        sendJson(res, 200, answer(identity, origin))
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/profile\/reverse\/(?<address>[^/]+)$/,
      needsProjectId: true,
      handle({ res, url, params, origin }) {
        requireApiVersion(url)
        const address = (params.address ?? '').split(':').at(-1) ?? ''
        if (!isAddress(address, { strict: false })) return sendError(res, 400, `Invalid address ${params.address}`)
        const identity = getIdentity(state.db, address)
        sendJson(res, 200, identity ? [answer(identity, origin)] : [])
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/profile\/suggestions\/(?<name>[^/]+)$/,
      fault: 'profileSuggestions',
      needsProjectId: true,
      handle({ res, url, params }) {
        const zone = url.searchParams.get('zone')
        if (zone !== PROFILE_ZONE) return refuse(res, 400, 'zone', `Unknown zone ${zone ?? ''}`)
        const label = (params.name ?? '').toLowerCase().replace(/\.portico$/, '')
        if (!LABEL.test(label)) return refuse(res, 400, 'name', `Invalid name ${label}`)
        const labels = [label, `${label}-wallet`, `${label}1`, `my${label}`, `${label}-eth`]
        sendJson(res, 200, {
          suggestions: labels.map((each) => {
            const name = `${each}.${PROFILE_ZONE}`
            return { name, registered: findByName(state, name) !== undefined }
          }),
        })
      },
    },
    {
      method: 'POST',
      path: /^\/blockchain\/v1\/profile\/account$/,
      fault: 'profileRegister',
      needsProjectId: true,
      async handle({ req, res }) {
        const body = registrationSchema.safeParse(await readJson(req))
        if (!body.success) return refuse(res, 400, String(body.error.issues[0]?.path[0] ?? 'body'), body.error.issues[0]?.message ?? 'Invalid body')
        const { coin_type: coinType, message, signature } = body.data
        const address = getAddress(body.data.address)
        let signed: z.infer<typeof messageSchema>
        try {
          signed = messageSchema.parse(JSON.parse(message))
        } catch {
          return refuse(res, 400, 'message', 'The message is not a registration message')
        }
        const name = signed.name.toLowerCase()
        const [label, ...zone] = name.split('.')
        if (zone.join('.') !== PROFILE_ZONE || !LABEL.test(label ?? '')) return refuse(res, 400, 'name', `Invalid name ${signed.name}`)
        if (Math.abs(Date.now() / 1000 - signed.timestamp) > MESSAGE_MAX_AGE_S) return refuse(res, 400, 'message', 'The message has expired')
        // SPEC.md §5: the coin type is the chain id with the high bit set.
        const chainId = coinType >= 0x80000000 ? coinType - 0x80000000 : -1
        const chain = [...state.chains.values()].find((c) => c.chainId === chainId)
        if (!chain) return refuse(res, 400, 'coin_type', `Unknown coin type ${coinType}`)
        const valid = await chain.client.verifyMessage({ address: address as Address, message, signature: signature as Hex })
        if (!valid) return refuse(res, 401, 'signature', 'The signature does not match the address')
        const taken = findByName(state, name)
        if (taken && getAddress(taken.address) !== address) return refuse(res, 409, 'name', `Name ${name} is already registered`)
        putIdentity(state.db, { address, name, avatarId: getIdentity(state.db, address)?.avatarId ?? null })
        sendJson(res, 200, { success: true })
      },
    },
  ]
}

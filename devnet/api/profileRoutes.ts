import { getAddress, isAddress } from 'viem'
import { getIdentity, selectOne, type IdentityRow } from '../store.js'
import type { ApiState } from './apiState.js'
import { HttpError, sendError, sendJson, type Route } from './http.js'

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

/** The API version the profile endpoints answer; the real API's older shape is not served. */
function requireApiVersion(url: URL): void {
  if (url.searchParams.get('apiVersion') !== '2') throw new HttpError(400, 'Query parameter apiVersion must be 2')
}

/**
 * The profile endpoints of the blockchain API under `/blockchain` (SPEC.md §7), over the devnet's identities
 * (alice/bob/carol/dave.portico for accounts 0..3, the same table as GET /v1/identity):
 * - `GET /v1/profile/account/{name}?apiVersion=2` → `ProfileAnswer`; 404 `{ message, reasons }` for an unknown name.
 * - `GET /v1/profile/reverse/{address}?apiVersion=2` → `ProfileAnswer[]` (empty for an address without a name).
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
  ]
}

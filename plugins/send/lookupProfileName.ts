import { type HttpClient, HttpRequestError } from 'portico'
import { NameResolutionError } from './errors.js'

/**
 * `GET /v1/profile/account/{name}?apiVersion=2` (SPEC.md §7): the name, its addresses by coin type (the chain
 * package's `nameCoinTypes` says which to read) and its attributes.
 */
export interface ProfileAccount {
  name: string
  addresses: Record<string, { address: string }>
  attributes: { avatar?: string | undefined }
}

function asProfile(data: unknown, name: string): ProfileAccount | undefined {
  if (!data || typeof data !== 'object') return undefined
  const { name: answered, addresses, attributes } = data as Record<string, unknown>
  if (!addresses || typeof addresses !== 'object') return undefined
  const list: Record<string, { address: string }> = {}
  for (const [coinType, entry] of Object.entries(addresses as Record<string, unknown>)) {
    const address = (entry as { address?: unknown } | null)?.address
    if (typeof address === 'string') list[coinType] = { address }
  }
  const avatar = (attributes as { avatar?: unknown } | null | undefined)?.avatar
  return {
    name: typeof answered === 'string' && answered ? answered : name,
    addresses: list,
    attributes: typeof avatar === 'string' && avatar ? { avatar } : {},
  }
}

/** The API's first reason description (`{ reasons: [{ description }] }`), preferred in SPEC.md §8. */
function firstReason(error: unknown): string | undefined {
  const body = error instanceof HttpRequestError ? error.details : undefined
  if (!body) return undefined
  try {
    const description = (JSON.parse(body) as { reasons?: { description?: unknown }[] }).reasons?.[0]?.description
    return typeof description === 'string' && description ? description : undefined
  } catch {
    return undefined
  }
}

/**
 * Looks a profile name up in the blockchain API. `undefined` when the API knows no such name (404); throws
 * `NameResolutionError` ('Error resolving name', SPEC.md §8) on any other failure or an unreadable answer.
 *
 * @example
 * const profile = await lookupProfileName(await kernel.api.blockchain(), 'bob.portico')
 * profile?.addresses['60']?.address // '0x7099…79C8'
 */
export async function lookupProfileName(api: HttpClient, name: string): Promise<ProfileAccount | undefined> {
  let data: unknown
  try {
    data = await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, { query: { apiVersion: 2 } })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return undefined
    throw new NameResolutionError({ cause: error, details: firstReason(error) })
  }
  const profile = asProfile(data, name)
  if (!profile) throw new NameResolutionError({ details: 'The profile answer has no addresses.' })
  return profile
}

/** The address of a profile under the first of `coinTypes` it lists. */
export function profileAddress(profile: ProfileAccount, coinTypes: readonly string[]): string | undefined {
  for (const coinType of coinTypes) {
    const address = profile.addresses[coinType]?.address
    if (address) return address
  }
  return undefined
}

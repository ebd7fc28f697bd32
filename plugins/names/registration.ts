import { BaseError, HttpRequestError, type HttpClient, type PluginContext } from 'portico'

/**
 * The zone names are registered in: a name is `<label>.portico`, and the suggestions call names it
 * (`GET /v1/profile/suggestions/{name}?zone=portico`, SPEC.md §7).
 */
export const NAME_ZONE = 'portico'

/** SPEC.md §5: a name is letters, digits or hyphens, at least 4 characters. */
const NAME_RULE = /^[a-z0-9-]{4,}$/i

/**
 * Whether `label` (the name without its zone) keeps the name rule of SPEC.md §5.
 *
 * @example
 * isValidName('alice-2') // true
 * isValidName('bob') // false: fewer than 4
 */
export function isValidName(label: string): boolean {
  return NAME_RULE.test(label)
}

/** The full name of a label: `alice` → `alice.portico`. */
export const fullName = (label: string) => `${label.toLowerCase()}.${NAME_ZONE}`

/** SPEC.md §5: a chain id of 2147483648 or more has no registration coin type. */
class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor() {
    super('Invalid chainId')
  }
}

/**
 * The coin type a name is registered under on an EVM chain (SPEC.md §5): the chain id with the high bit
 * (2147483648) set; a chain id of 2147483648 or more throws 'Invalid chainId'.
 *
 * @example
 * registrationCoinType(31337) // 2147514985
 */
export function registrationCoinType(chainId: number | string): number {
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || id < 0 || id >= 0x80000000) throw new InvalidChainIdError()
  return (0x80000000 | id) >>> 0
}

/** The API's first reason description (`{ reasons: [{ description }] }`), which SPEC.md §8 prefers. */
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

/** SPEC.md §8 'Error fetching name suggestions', or the API's first reason description. */
class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(cause: unknown) {
    super(firstReason(cause) ?? 'Error fetching name suggestions', { cause })
  }
}

/** SPEC.md §8 'Error resolving name', or the API's first reason description. */
class NameResolutionError extends BaseError {
  override name = 'NameResolutionError'
  constructor(cause: unknown) {
    super(firstReason(cause) ?? 'Error resolving name', { cause })
  }
}

/** SPEC.md §8 'Error registering name {name}', or the API's first reason description. */
class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  constructor(name: string, cause: unknown) {
    super(firstReason(cause) ?? `Error registering name ${name}`, { cause })
  }
}

/** SPEC.md §8: registration without an active network. */
class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found')
  }
}

/** SPEC.md §6, §8: registration needs the embedded wallet and an address. */
class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super('Address or auth connector not found')
  }
}

/** A name near the one typed, full (`alice-wallet.portico`), and whether it is taken. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/** `GET /v1/profile/suggestions/{name}?zone=…` (SPEC.md §7): names near `label` in the zone. */
export async function fetchSuggestions(api: HttpClient, label: string): Promise<NameSuggestion[]> {
  let data: unknown
  try {
    data = await api.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { query: { zone: NAME_ZONE } })
  } catch (error) {
    throw new NameSuggestionsError(error)
  }
  const list = (data as { suggestions?: unknown } | null)?.suggestions
  if (!Array.isArray(list)) throw new NameSuggestionsError(undefined)
  return list.flatMap((entry: { name?: unknown; registered?: unknown } | null) => {
    const name = entry?.name
    // A suggestion shows only as a name of the rule in the zone: hostile text never reaches the view.
    const label = typeof name === 'string' && name.endsWith(`.${NAME_ZONE}`) ? name.slice(0, -NAME_ZONE.length - 1) : ''
    return isValidName(label) ? [{ name: fullName(label), registered: entry?.registered === true }] : []
  })
}

/** Whether a full name is free: `GET /v1/profile/account/{name}?apiVersion=2` answers 404 for it (SPEC.md §7). */
export async function isNameAvailable(api: HttpClient, name: string): Promise<boolean> {
  try {
    await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, { query: { apiVersion: 2 } })
    return false
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return true
    throw new NameResolutionError(error)
  }
}

/**
 * Registers `label` for the connected embedded-wallet account (SPEC.md §4 name registration): the message
 * `{ name, attributes, timestamp }` is signed by the account (approved in the wallet), then
 * `POST /v1/profile/account { coin_type, address, message, signature }`, then the profile name is fetched again.
 * Resolves with the full name; throws the SPEC.md §8 errors.
 */
export async function registerName(kernel: PluginContext<'names'>, label: string): Promise<string> {
  const name = fullName(label)
  // The active family's account: the Account action shows only where its package has profile names.
  const network = kernel.account.network()
  if (!network) throw new NetworkNotFoundError()
  const account = kernel.account.get()
  if (!account?.address || !account.embeddedWalletInfo) throw new AddressOrAuthConnectorNotFoundError()
  const coinType = registrationCoinType(network.id)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(kernel.env.now() / 1000) })
  const signature = await kernel.chain(network.chainNamespace).signMessage({ message })
  const api = await kernel.api.blockchain()
  try {
    await api.post('/v1/profile/account', { body: { coin_type: coinType, address: account.address, message, signature } })
  } catch (error) {
    throw new NameRegistrationError(name, error)
  }
  await kernel.account.refreshIdentity(network.chainNamespace, { force: true })
  return name
}

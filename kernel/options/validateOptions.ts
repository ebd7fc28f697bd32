import { NETWORK_NOT_FOUND, PROJECT_ID_NOT_CONFIGURED } from '../errors/alerts.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from '../errors/errors.js'
import {
  CONNECT_METHODS,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  SOCIAL_PROVIDERS,
} from '../features/defaults.js'
import { isChainNamespace } from '../types/chain.js'
import { array, type Check, type Issue, object, oneOf, optional, refine, type } from './checks.js'
import type { AppKitOptions } from './types.js'

// One check for the whole options object. It checks the structure the kernel relies on, not every field of
// every type: this runs eagerly, inside the kernel's size budget. Functions, adapters and plugins are checked
// by shape, never wrapped, so the host's own objects are what the kit keeps.

const string = type('string', (value) => typeof value === 'string')
const strings = array(string)
const boolean = optional(type('boolean', (value) => typeof value === 'boolean'))
const url = refine(isHttpUrl, 'expected an http(s) URL', string)
const fn = refine((value) => typeof value === 'function', 'expected a function')
/** Families are open (registered by their chain packages): a namespace is checked for its CAIP-2 form. */
const namespace = type('a CAIP-2 namespace', isChainNamespace)
/** An object whose every entry passes `check`; the error names the option, not the entry. */
const recordOf = (check: (value: unknown, key: string) => boolean, message: string) =>
  refine(
    (value: unknown) =>
      value instanceof Object &&
      !Array.isArray(value) &&
      Object.entries(value).every(([key, entry]) => check(entry, key)),
    message,
  )
const flags = (names: string) => Object.fromEntries(names.split(' ').map((name) => [name, boolean]))

const network = refine(
  // The namespace is of the CAIP-2 form here (its check stops this one otherwise), so it reads as a pattern.
  (network: { chainNamespace: string; caipNetworkId: string }) =>
    new RegExp(`^${network.chainNamespace}:.+`).test(network.caipNetworkId),
  'expected the chain namespace, a colon and a reference (CAIP-2)',
  object({
    id: refine((id) => typeof id === 'number' || typeof id === 'string', 'expected number or string'),
    name: string,
    nativeCurrency: object({
      name: string,
      symbol: string,
      decimals: refine(
        Number.isInteger,
        'expected an integer',
        type('number', (value) => typeof value === 'number' && Number.isFinite(value)),
      ),
    }),
    rpcUrls: object({ default: object({ http: strings }) }),
    chainNamespace: namespace,
    caipNetworkId: string,
  }),
  ['caipNetworkId'],
)

const siwx = optional(object({ required: boolean }))

const options: Check = object({
  projectId: refine((id: string) => id.trim() !== '', '', string),
  metadata: optional(object({ name: string, description: string, url, icons: strings })),
  features: optional(
    object({
      ...flags(
        'email emailShowWallets swaps onramp activity branding receive send analytics allWallets legalCheckbox ' +
          'smartSessions collapseWallets pay walletConnect',
      ),
      socials: optional(
        refine(
          (value: unknown) =>
            value === false ||
            (Array.isArray(value) && value.every((p) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(p))),
          `expected false or a list of ${SOCIAL_PROVIDERS.join(', ')}`,
        ),
      ),
      connectMethodsOrder: optional(array(oneOf(CONNECT_METHODS))),
      walletFeaturesOrder: optional(array(oneOf(DEFAULT_WALLET_FEATURES_ORDER))),
      connectorTypeOrder: optional(array(oneOf(DEFAULT_CONNECTOR_TYPE_ORDER))),
    }),
  ),
  networks: refine((list: unknown[]) => list.length > 0, 'expected at least one network', array(network)),
  adapters: optional(array(object({ namespace, setup: fn }))),
  defaultNetwork: optional(network),
  themeMode: optional(oneOf(['light', 'dark'])),
  themeVariables: optional(
    recordOf(
      (value) => typeof value === 'string' || typeof value === 'number',
      'expected an object of strings or numbers',
    ),
  ),
  customRpcUrls: optional(
    recordOf(
      (list) =>
        Array.isArray(list) &&
        list.every((entry: unknown) => entry instanceof Object && 'url' in entry && isHttpUrl(entry.url)),
      'expected lists of `{ url }` with http(s) URLs, by CAIP network id',
    ),
  ),
  featuredWalletIds: optional(strings),
  includeWalletIds: optional(strings),
  excludeWalletIds: optional(strings),
  customWallets: optional(array(object({ id: string, name: string }))),
  termsConditionsUrl: optional(url),
  privacyPolicyUrl: optional(url),
  siwx,
  siweConfig: siwx,
  defaultAccountTypes: optional(
    recordOf(
      (type, key) =>
        isChainNamespace(key) && ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'].includes(type as string),
      'expected account types (eoa, smartAccount, payment, ordinal or stx) by chain namespace',
    ),
  ),
  plugins: optional(
    array(
      refine(
        (value: unknown) =>
          typeof value === 'function' ||
          (value instanceof Object && 'id' in value && typeof value.id === 'string' && value.id !== ''),
        'expected a plugin object with a string `id`, or a function that loads one',
      ),
    ),
  ),
  apiUrls: optional(
    object({
      directory: optional(url),
      blockchain: optional(url),
      analytics: optional(url),
      relay: optional(refine(isWsUrl, 'expected a ws(s) URL', string)),
    }),
  ),
  locale: optional(
    refine(
      (tag: string) => /^(auto|[a-z]{2,3}(-[A-Za-z0-9]{2,8})*)$/.test(tag),
      "expected 'auto' or a locale like 'en' or 'pt-BR'",
      string,
    ),
  ),
  clientId: optional(string),
  ...flags(
    'disableAppend enableEmbedded basic manualWCControl allowUnsupportedChain enableNetworkSwitch ' +
      'enableNetworkSwitchConfirmation',
  ),
})

/**
 * Checks the options given to `createAppKit` and returns them unchanged (the same object), or throws an
 * `InvalidOptionsError` that names the option and the problem (SPEC.md §3 Options, §5, §8).
 *
 * - No `projectId`: 'Project ID Not Configured'.
 * - Both `siweConfig` and `siwx`: `ConflictingSiwxOptionsError`.
 * - A `defaultNetwork` not in `networks`: 'Network Not Found'.
 * - Anything else: 'Invalid options', with details such as `networks.0.rpcUrls.default.http: expected array,
 *   received undefined`; also options that throw while they are read (a getter, a proxy), with their error as
 *   the cause.
 *
 * @example
 * const options = validateOptions({ projectId: 'abc', networks: [mainnet] })
 */
export function validateOptions(input: unknown): AppKitOptions {
  try {
    return check(input)
  } catch (error) {
    if (error instanceof InvalidOptionsError) throw error
    // A getter, a proxy or a prototype of the host's that throws while the options are read: its error is the
    // cause of the one the host gets.
    throw new InvalidOptionsError('Invalid options', { details: `the options could not be read: ${describe(error)}`, cause: error })
  }
}

/** What a thrown value says, as far as it can be read without running more of the host's code that throws. */
function describe(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : typeof error
  } catch {
    return 'an unreadable error'
  }
}

function check(input: unknown): AppKitOptions {
  const issues: Issue[] = []
  options(input, [], issues)

  if (issues.some(({ path }) => path[0] === 'projectId'))
    throw new InvalidOptionsError(PROJECT_ID_NOT_CONFIGURED.shortMessage, {
      details: PROJECT_ID_NOT_CONFIGURED.longMessage,
    })

  const valid = input as AppKitOptions
  if (valid?.siweConfig != null && valid.siwx != null) throw new ConflictingSiwxOptionsError()

  if (issues.length)
    throw new InvalidOptionsError('Invalid options', {
      details: issues.map(({ path, message }) => `${path.join('.') || 'options'}: ${message}`).join('; '),
    })

  const { defaultNetwork, networks } = valid
  if (defaultNetwork && !networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId))
    throw new InvalidOptionsError(NETWORK_NOT_FOUND.shortMessage, {
      details: NETWORK_NOT_FOUND.longMessage,
    })

  return valid
}

function isHttpUrl(value: unknown): boolean {
  return hasProtocol(value, /^https?:$/)
}

function isWsUrl(value: unknown): boolean {
  return hasProtocol(value, /^wss?:$/)
}

function hasProtocol(value: unknown, protocol: RegExp): boolean {
  try {
    return typeof value === 'string' && protocol.test(new URL(value).protocol)
  } catch {
    return false
  }
}

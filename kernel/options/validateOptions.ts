import * as z from 'zod/mini'
import { NETWORK_NOT_FOUND, PROJECT_ID_NOT_CONFIGURED } from '../errors/alerts.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from '../errors/errors.js'
import {
  CONNECT_METHODS,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  SOCIAL_PROVIDERS,
} from '../features/defaults.js'
import { CHAIN_NAMESPACES, isChainNamespace } from '../types/chain.js'
import type { AppKitOptions } from './types.js'

// One schema for the whole options object. It checks the structure the kernel relies on, not every field of
// every type: this runs eagerly, inside the kernel's size budget. Functions, adapters and plugins are checked
// by shape (`z.custom`), never wrapped, so the host's own objects are what the kit keeps.

const string = z.string()
const strings = z.array(string)
const boolean = z.optional(z.boolean())
const url = string.check(z.refine(isHttpUrl, 'expected an http(s) URL'))
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function')
const namespace = z.enum(CHAIN_NAMESPACES)
/**
 * An object whose every entry passes `check`. About 0.4 kB gzip smaller than `z.record`; the price is that the
 * error names the option, not the entry.
 */
const recordOf = (check: (value: unknown, key: string) => boolean, message: string) =>
  z.custom(
    (value) =>
      value instanceof Object &&
      !Array.isArray(value) &&
      Object.entries(value).every(([key, entry]) => check(entry, key)),
    message,
  )
const flags = (names: string) => Object.fromEntries(names.split(' ').map((name) => [name, boolean]))

const network = z
  .object({
    id: z.custom<number | string>(
      (id) => typeof id === 'number' || typeof id === 'string',
      'expected number or string',
    ),
    name: string,
    nativeCurrency: z.object({
      name: string,
      symbol: string,
      decimals: z.number().check(z.refine(Number.isInteger, 'expected an integer')),
    }),
    rpcUrls: z.object({ default: z.object({ http: strings }) }),
    chainNamespace: namespace,
    caipNetworkId: string,
  })
  .check(
    z.refine((network) => new RegExp(`^${network.chainNamespace}:.+`).test(network.caipNetworkId), {
      path: ['caipNetworkId'],
      message: 'expected the chain namespace, a colon and a reference, for example "eip155:1"',
    }),
  )

const siwx = z.optional(z.object({ required: boolean }))

const schema = z.object({
  projectId: string.check(z.refine((id) => id.trim() !== '')),
  metadata: z.optional(z.object({ name: string, description: string, url, icons: strings })),
  features: z.optional(
    z.object({
      ...flags(
        'email emailShowWallets swaps onramp activity branding receive send analytics allWallets legalCheckbox ' +
          'smartSessions collapseWallets pay walletConnect',
      ),
      socials: z.optional(
        z.custom(
          (value) => value === false || (Array.isArray(value) && value.every((p) => SOCIAL_PROVIDERS.includes(p))),
          `expected false or a list of ${SOCIAL_PROVIDERS.join(', ')}`,
        ),
      ),
      connectMethodsOrder: z.optional(z.array(z.enum(CONNECT_METHODS))),
      walletFeaturesOrder: z.optional(z.array(z.enum(DEFAULT_WALLET_FEATURES_ORDER))),
      connectorTypeOrder: z.optional(z.array(z.enum(DEFAULT_CONNECTOR_TYPE_ORDER))),
    }),
  ),
  networks: z.array(network).check(z.refine((list) => list.length > 0, 'expected at least one network')),
  adapters: z.optional(z.array(z.object({ namespace, setup: fn }))),
  defaultNetwork: z.optional(network),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(
    recordOf(
      (value) => typeof value === 'string' || typeof value === 'number',
      'expected an object of strings or numbers',
    ),
  ),
  customRpcUrls: z.optional(
    recordOf(
      (list) =>
        Array.isArray(list) &&
        list.every((entry: unknown) => entry instanceof Object && 'url' in entry && isHttpUrl(entry.url)),
      'expected lists of `{ url }` with http(s) URLs, by CAIP network id',
    ),
  ),
  featuredWalletIds: z.optional(strings),
  includeWalletIds: z.optional(strings),
  excludeWalletIds: z.optional(strings),
  customWallets: z.optional(z.array(z.object({ id: string, name: string }))),
  termsConditionsUrl: z.optional(url),
  privacyPolicyUrl: z.optional(url),
  siwx,
  siweConfig: siwx,
  defaultAccountTypes: z.optional(
    recordOf(
      (type, key) =>
        isChainNamespace(key) && ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'].includes(type as string),
      'expected account types (eoa, smartAccount, payment, ordinal or stx) by chain namespace',
    ),
  ),
  plugins: z.optional(
    z.array(
      z.custom(
        (value) =>
          typeof value === 'function' ||
          (value instanceof Object && 'id' in value && typeof value.id === 'string' && value.id !== ''),
        'expected a plugin object with a string `id`, or a function that loads one',
      ),
    ),
  ),
  apiUrls: z.optional(
    z.object({
      directory: z.optional(url),
      blockchain: z.optional(url),
      analytics: z.optional(url),
      relay: z.optional(string.check(z.refine(isWsUrl, 'expected a ws(s) URL'))),
    }),
  ),
  locale: z.optional(
    string.check(
      z.refine((tag) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag), "expected a locale like 'en' or 'pt-BR'"),
    ),
  ),
  clientId: z.optional(string),
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
 *   received undefined`.
 *
 * @example
 * const options = validateOptions({ projectId: 'abc', networks: [mainnet] })
 */
export function validateOptions(input: unknown): AppKitOptions {
  const { error } = z.safeParse(schema, input, { reportInput: true })
  const issues = error ? error.issues.map(describe) : []

  if (issues.some(({ path }) => path[0] === 'projectId'))
    throw new InvalidOptionsError(PROJECT_ID_NOT_CONFIGURED.shortMessage, {
      details: PROJECT_ID_NOT_CONFIGURED.longMessage,
    })

  const options = input as AppKitOptions
  if (options?.siweConfig != null && options.siwx != null) throw new ConflictingSiwxOptionsError()

  if (issues.length)
    throw new InvalidOptionsError('Invalid options', {
      details: issues.map(({ path, message }) => `${path.join('.') || 'options'}: ${message}`).join('; '),
    })

  const { defaultNetwork, networks } = options
  if (defaultNetwork && !networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId))
    throw new InvalidOptionsError(NETWORK_NOT_FOUND.shortMessage, {
      details: NETWORK_NOT_FOUND.longMessage,
    })

  return options
}

type Issue = z.core.$ZodIssue

/** Turns a zod issue into a `path: problem` line; zod/mini ships no English messages of its own. */
function describe(issue: Issue): { path: PropertyKey[]; message: string } {
  const message =
    issue.code === 'invalid_type' || issue.code === 'invalid_value'
      ? `expected ${expectation(issue)}${received(issue.input)}`
      : // Our own refinements carry their message; add what was received when it is a plain value.
        issue.message + (issue.input instanceof Object ? '' : received(issue.input))
  return { path: issue.path, message }
}

function expectation(issue: Issue): string {
  if (issue.code === 'invalid_type') return issue.expected
  if (issue.code === 'invalid_value')
    return issue.values.length > 1
      ? `one of ${issue.values.map(shown).join(', ')}`
      : issue.values.map(shown).join('')
  return issue.message
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

function received(input: unknown): string {
  return `, received ${shown(input)}`
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === null || Array.isArray(value)) return value === null ? 'null' : 'array'
  return typeof value === 'object' || typeof value === 'function' ? typeof value : String(value)
}

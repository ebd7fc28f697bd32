// @vitest-environment happy-dom
import * as fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../kernel/errors/BaseError.js'
import type { AppKit } from '../kernel/createInstance.js'
import { createTestServer, type TestServer } from '../test/createTestServer.js'
import { mainnet, arbitrum } from '../test/fixtures.js'
import { createAppKit } from './createAppKit.js'

// createAppKit given arbitrary options (a seeded, bounded fast-check run): wrong types, huge strings, getters and
// proxies that throw, hostile prototypes, adapters and plugins that throw. Every case makes a kit that starts,
// opens and is destroyed, or throws a typed error (a BaseError); either way nothing stays in the page and nothing
// is left unhandled.

const SEED = 20_261_126

/** Anything JSON-like, and values a schema must refuse. */
const leaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', 'x'.repeat(1_000_000), 'Trust\u202EtellaW', '__proto__', 'constructor', 'eip155', 'eip155:1', 'dark', 'https://example.com'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined),
)
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('any'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('any'), { maxKeys: 3 })),
})).any

/** A function of the host's that throws, synchronously or not. */
const hostileFunction = fc.constantFrom(
  () => {
    throw new Error('host function threw')
  },
  () => Promise.reject(new Error('host function rejected')),
  () => 'not what was expected',
)

const network = fc.oneof(
  fc.constantFrom(mainnet, arbitrum),
  fc.record(
    {
      id: fc.oneof(fc.integer(), fc.string()),
      name: leaf,
      nativeCurrency: fc.oneof(fc.record({ name: leaf, symbol: leaf, decimals: fc.oneof(fc.integer(), fc.double()) }), value),
      rpcUrls: fc.oneof(fc.constant({ default: { http: ['http://127.0.0.1:9'] } }), value),
      chainNamespace: fc.oneof(fc.constantFrom('eip155', 'solana', 'nope'), value),
      caipNetworkId: fc.oneof(fc.constantFrom('eip155:1', 'eip155:99', 'solana:x'), value),
    },
    { requiredKeys: [] },
  ),
)

/** What each option may be: its own kind of value, or anything. */
const OPTION_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  projectId: fc.oneof(fc.constantFrom('fuzz', ' ', 'x'.repeat(1_000_000)), value),
  networks: fc.oneof(fc.array(network, { maxLength: 3 }), value),
  defaultNetwork: fc.oneof(network, value),
  metadata: fc.oneof(fc.record({ name: leaf, description: leaf, url: leaf, icons: fc.oneof(fc.array(leaf), value) }), value),
  features: fc.oneof(fc.dictionary(fc.constantFrom('email', 'swaps', 'onramp', 'socials', 'analytics', 'allWallets', 'connectMethodsOrder'), value), value),
  adapters: fc.oneof(fc.array(fc.record({ namespace: fc.constantFrom('eip155', 'solana', 'bip122'), setup: hostileFunction }), { maxLength: 2 }), value),
  plugins: fc.oneof(
    fc.array(fc.oneof(hostileFunction, fc.record({ id: fc.constantFrom('fuzz-plugin', ''), setup: hostileFunction })), { maxLength: 2 }),
    value,
  ),
  themeMode: fc.oneof(fc.constantFrom('light', 'dark', 'blue'), value),
  themeVariables: fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), leaf), value),
  customRpcUrls: fc.oneof(fc.constant({ 'eip155:1': [{ url: 'http://127.0.0.1:9' }] }), value),
  featuredWalletIds: fc.oneof(fc.array(leaf, { maxLength: 3 }), value),
  includeWalletIds: fc.oneof(fc.array(leaf, { maxLength: 3 }), value),
  excludeWalletIds: fc.oneof(fc.array(leaf, { maxLength: 3 }), value),
  customWallets: fc.oneof(fc.array(fc.record({ id: leaf, name: leaf }), { maxLength: 2 }), value),
  termsConditionsUrl: value,
  siwx: value,
  siweConfig: value,
  defaultAccountTypes: value,
  apiUrls: fc.oneof(fc.constant({ directory: 'http://127.0.0.1:9', blockchain: 'http://127.0.0.1:9', analytics: 'http://127.0.0.1:9' }), value),
  locale: fc.oneof(fc.constantFrom('en', 'de', 'xx-YY', 'not a locale'), value),
  clientId: value,
  enableEmbedded: value,
  disableAppend: value,
  basic: value,
}

/** How the options object itself may be hostile. */
type Wrapping = 'plain' | 'getter' | 'proxy' | 'prototype' | 'nullPrototype' | 'frozen'

const cases = fc.record({
  options: fc.record(OPTION_VALUES, { requiredKeys: [] }),
  /** Keep the two options every valid kit needs, so that many cases get past validation. */
  keepValid: fc.boolean(),
  wrapping: fc.constantFrom<Wrapping>('plain', 'plain', 'plain', 'plain', 'getter', 'proxy', 'prototype', 'nullPrototype', 'frozen'),
  hostileKey: fc.constantFrom(...Object.keys(OPTION_VALUES)),
  /** The options given: a few, so that some cases are valid. */
  keys: fc.subarray(Object.keys(OPTION_VALUES), { maxLength: 3 }),
  open: fc.boolean(),
})

function build({ options: all, keys, keepValid, wrapping, hostileKey }: typeof cases extends fc.Arbitrary<infer T> ? T : never) {
  const options = Object.fromEntries(keys.filter((key) => key in all).map((key) => [key, all[key]]))
  const base: Record<string, unknown> = keepValid
    ? { ...options, projectId: 'fuzz', networks: [mainnet], apiUrls: { directory: apiUrl, blockchain: apiUrl, analytics: apiUrl } }
    : { ...options }
  const thrower = () => {
    throw new Error(`getter of ${hostileKey} threw`)
  }
  switch (wrapping) {
    case 'getter':
      return Object.defineProperty(base, hostileKey, { enumerable: true, get: thrower })
    case 'proxy':
      return new Proxy(base, { get: (target, key) => (key === hostileKey ? thrower() : Reflect.get(target, key)), ownKeys: thrower, has: thrower })
    case 'prototype':
      // Inherited options, and an inherited getter that throws.
      return Object.assign(Object.create(Object.defineProperty({ ...base }, hostileKey, { get: thrower })), {})
    case 'nullPrototype':
      return Object.assign(Object.create(null), base)
    case 'frozen':
      return Object.freeze(base)
    default:
      return base
  }
}

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
/** The APIs of the valid cases: a local server that knows no path (404 to every call). */
let api: TestServer
let apiUrl = 'http://127.0.0.1:9'
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled)
  api = await createTestServer()
  apiUrl = api.baseUrl
})
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled)
  await api.close()
})
afterEach(() => {
  document.body.replaceChildren()
})

const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))])

describe('createAppKit with arbitrary options (fuzz)', () => {
  it('works or throws a typed error, leaves nothing mounted and nothing unhandled', async () => {
    // Start-up reports its problems (a plugin or adapter that throws) on the console; the test reads outcomes.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let made = 0
    let refused = 0
    let mounted = 0
    await fc.assert(
      fc.asyncProperty(cases, async (input) => {
        let kit: AppKit | undefined
        try {
          kit = createAppKit(build(input) as never)
        } catch (error) {
          refused++
          expect(error, String(error)).toBeInstanceOf(BaseError)
          expect(document.body.childElementCount).toBe(0)
          return
        }
        made++
        try {
          expect(await within(kit.ready().then(() => 'ready', (e: unknown) => e), 5_000)).not.toBe('timeout')
          if (input.open) {
            const opened = await within(kit.open().then(() => 'open', (e: unknown) => e), 5_000)
            if (opened !== 'open') expect(opened, String(opened)).toBeInstanceOf(BaseError)
            else if (document.querySelector('portico-modal')) mounted++
          }
        } finally {
          await kit.destroy()
        }
        expect(document.body.childElementCount).toBe(0)
      }),
      { seed: SEED, numRuns: 80, endOnFailure: true },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unhandled).toEqual([])
    // Both outcomes were exercised.
    expect(made).toBeGreaterThan(5)
    expect(refused).toBeGreaterThan(5)
    // Some kits mounted their modal in the page before destroy() took it away.
    expect(mounted).toBeGreaterThan(0)
    console.info(`createAppKit fuzz: ${made} kits made (${mounted} opened and mounted), ${refused} refused`)
  }, 120_000)
})

import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from '../errors/errors.js'
import type { ChainAdapter } from '../connection/adapter.js'
import type { Network } from '../types/chain.js'
import type { Plugin } from '../plugins/definePlugin.js'
import type { AppKitOptions } from './types.js'
import { validateOptions } from './validateOptions.js'

const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  network: 'homestead',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.solana.example'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

const minimal = { projectId: 'project-1', networks: [mainnet] }

/** The error `validateOptions` throws for `input`. */
function errorOf(input: unknown): InvalidOptionsError {
  try {
    validateOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect(error).toBeInstanceOf(BaseError)
    return error as InvalidOptionsError
  }
  throw new Error('validateOptions did not throw')
}

/** The details of the 'Invalid options' error `validateOptions` throws for `input`. */
function invalid(input: unknown): string | undefined {
  const error = errorOf(input)
  expect(error.name).toBe('InvalidOptionsError')
  expect(error.shortMessage).toBe('Invalid options')
  return error.details
}

describe('validateOptions: valid options', () => {
  it('returns the very object it was given (SPEC §3)', () => {
    const options = { ...minimal }
    expect(validateOptions(options)).toBe(options)
  })

  it('accepts every option of SPEC §3 and keeps adapters, plugins and networks by reference', () => {
    const setup = () => undefined
    const adapter: ChainAdapter = { namespace: 'eip155', setup }
    const plugin: Plugin = { id: 'acme-staking', setup: () => undefined }
    const loader = () => Promise.resolve({ default: plugin })
    const networks: [Network, ...Network[]] = [mainnet, solana]
    const options: AppKitOptions = {
      projectId: 'project-1',
      metadata: {
        name: 'Acme',
        description: 'Acme dapp',
        url: 'http://localhost:3000',
        icons: ['https://acme.example/icon.png'],
      },
      features: {
        email: false,
        socials: ['google', 'github'],
        emailShowWallets: false,
        swaps: true,
        onramp: false,
        activity: true,
        branding: false,
        receive: true,
        send: true,
        analytics: false,
        allWallets: true,
        legalCheckbox: true,
        smartSessions: false,
        collapseWallets: true,
        pay: false,
        connectMethodsOrder: ['wallet', 'email', 'social'],
        walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'],
        connectorTypeOrder: ['recent', 'walletConnect'],
      },
      networks,
      adapters: [adapter],
      defaultNetwork: solana,
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#00f', '--w3m-border-radius-master': 2 },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.acme.example' }] },
      featuredWalletIds: ['a'],
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: [],
      customWallets: [{ id: 'acme', name: 'Acme Wallet', image_url: 'https://acme.example/wallet.png' }],
      termsConditionsUrl: 'https://acme.example/terms',
      privacyPolicyUrl: 'https://acme.example/privacy',
      siwx: { required: true, getNonce: () => 'n' },
      defaultAccountTypes: { eip155: 'eoa', bip122: 'payment' },
      plugins: [plugin, loader],
      apiUrls: { directory: 'http://127.0.0.1:8080', blockchain: 'https://rpc.example', analytics: 'https://pulse.example' },
      locale: 'pt-BR',
      disableAppend: true,
      enableEmbedded: false,
      basic: false,
      manualWCControl: false,
      allowUnsupportedChain: true,
      enableNetworkSwitch: true,
      enableNetworkSwitchConfirmation: false,
      clientId: 'client-1',
    }
    const result = validateOptions(options)
    expect(result).toBe(options)
    expect(result.networks).toBe(networks)
    expect(result.adapters?.[0]).toBe(adapter)
    expect(result.adapters?.[0]?.setup).toBe(setup)
    expect(result.plugins).toEqual([plugin, loader])
    expect(result.plugins?.[1]).toBe(loader)
    expect((result.siwx as Record<string, unknown> | undefined)?.['getNonce']).toBeTypeOf('function')
  })

  it('accepts siweConfig alone (SPEC §5)', () => {
    expect(() => validateOptions({ ...minimal, siweConfig: { required: false } })).not.toThrow()
  })

  it('ignores options it does not know', () => {
    expect(() => validateOptions({ ...minimal, somethingNew: 1 })).not.toThrow()
  })
})

describe('validateOptions: projectId', () => {
  it.each([
    ['missing', {}],
    ['empty', { projectId: '' }],
    ['blank', { projectId: '   ' }],
    ['not a string', { projectId: 42 }],
  ])('throws Project ID Not Configured when it is %s (SPEC §8)', (_, fields) => {
    const error = errorOf({ networks: [mainnet], ...fields })
    expect(error.name).toBe('InvalidOptionsError')
    expect(error.shortMessage).toBe('Project ID Not Configured')
    expect(error.details).toBe('Set `projectId` in the options given to createAppKit.')
    expect(error.message).toBe(
      'Project ID Not Configured\nDetails: Set `projectId` in the options given to createAppKit.',
    )
  })

  it('reports a missing projectId before any other problem (SPEC §8)', () => {
    expect(errorOf({ networks: [], themeMode: 'blue', siwx: {}, siweConfig: {} }).shortMessage).toBe(
      'Project ID Not Configured',
    )
  })
})

describe('validateOptions: siwx', () => {
  it('rejects siweConfig together with siwx (SPEC §5)', () => {
    const error = errorOf({ ...minimal, siweConfig: {}, siwx: {} })
    expect(error).toBeInstanceOf(ConflictingSiwxOptionsError)
    expect(error.name).toBe('ConflictingSiwxOptionsError')
    expect(error.shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options')
    expect(error.message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it('reports the siwx conflict before structural problems (SPEC §5)', () => {
    expect(errorOf({ projectId: 'p', networks: [], siweConfig: {}, siwx: {} }).shortMessage).toBe(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('rejects a siwx that is not an object', () => {
    expect(invalid({ ...minimal, siwx: true })).toBe('siwx: expected object, received true')
  })
})

describe('validateOptions: input', () => {
  it.each([
    [undefined, 'options: expected object, received undefined'],
    [null, 'options: expected object, received null'],
    ['project-1', 'options: expected object, received "project-1"'],
    [[], 'options: expected object, received array'],
  ])('rejects %j as options', (input, details) => {
    expect(invalid(input)).toBe(details)
  })

  it('names every problem, separated by semicolons', () => {
    expect(invalid({ ...minimal, themeMode: 'blue', locale: 42 })).toBe(
      'themeMode: expected one of "light", "dark", received "blue"; locale: expected string, received 42',
    )
    expect(errorOf({ ...minimal, themeMode: 'blue' }).message).toBe(
      'Invalid options\nDetails: themeMode: expected one of "light", "dark", received "blue"',
    )
  })
})

describe('validateOptions: networks (SPEC §3)', () => {
  it('requires networks', () => {
    expect(invalid({ projectId: 'p' })).toBe('networks: expected array, received undefined')
  })

  it('requires at least one network', () => {
    expect(invalid({ projectId: 'p', networks: [] })).toBe('networks: expected at least one network')
  })

  it('requires rpcUrls.default.http to be an array of strings', () => {
    expect(invalid({ ...minimal, networks: [{ ...mainnet, rpcUrls: { default: {} } }] })).toBe(
      'networks.0.rpcUrls.default.http: expected array, received undefined',
    )
    expect(invalid({ ...minimal, networks: [mainnet, { ...mainnet, rpcUrls: { default: { http: [1] } } }] })).toBe(
      'networks.1.rpcUrls.default.http.0: expected string, received 1',
    )
  })

  it('requires id, name and nativeCurrency {name, symbol, decimals}', () => {
    const { id: _id, ...withoutId } = mainnet
    expect(invalid({ ...minimal, networks: [withoutId] })).toBe('networks.0.id: expected number or string, received undefined')
    expect(invalid({ ...minimal, networks: [{ ...mainnet, name: null }] })).toBe(
      'networks.0.name: expected string, received null',
    )
    expect(invalid({ ...minimal, networks: [{ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH' } }] })).toBe(
      'networks.0.nativeCurrency.decimals: expected number, received undefined',
    )
    expect(
      invalid({ ...minimal, networks: [{ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }] }),
    ).toBe('networks.0.nativeCurrency.decimals: expected an integer, received 1.5')
  })

  it('requires a chain namespace of the CAIP-2 form; families are open (registered by their packages)', () => {
    for (const chainNamespace of ['Tron', 'tr', 'tron:1', 'waytoolong', '', '(.*)'])
      expect(invalid({ ...minimal, networks: [{ ...mainnet, chainNamespace, caipNetworkId: `${chainNamespace}:1` }] })).toBe(
        `networks.0.chainNamespace: expected a CAIP-2 namespace, received "${chainNamespace}"`,
      )
    expect(() => validateOptions({ ...minimal, networks: [{ ...mainnet, chainNamespace: 'tron', caipNetworkId: 'tron:1' }] })).not.toThrow()
  })

  it.each(['solana:1', 'eip155:', 'eip155', '1'])('rejects the caipNetworkId %j of an eip155 network', (caipNetworkId) => {
    expect(invalid({ ...minimal, networks: [{ ...mainnet, caipNetworkId }] })).toBe(
      'networks.0.caipNetworkId: expected the chain namespace, a colon and a reference (CAIP-2)',
    )
  })
})

describe('validateOptions: defaultNetwork', () => {
  it('accepts a defaultNetwork that is in networks, matched by caipNetworkId (SPEC §8)', () => {
    expect(() => validateOptions({ ...minimal, networks: [mainnet, solana], defaultNetwork: { ...solana } })).not.toThrow()
  })

  it('throws Network Not Found for a defaultNetwork missing from networks (SPEC §8)', () => {
    const error = errorOf({ ...minimal, defaultNetwork: solana })
    expect(error.name).toBe('InvalidOptionsError')
    expect(error.shortMessage).toBe('Network Not Found')
    expect(error.details).toBe('The network must be in the networks array given to createAppKit.')
  })

  it('checks the structure of defaultNetwork too', () => {
    expect(invalid({ ...minimal, defaultNetwork: { ...mainnet, rpcUrls: {} } })).toBe(
      'defaultNetwork.rpcUrls.default: expected object, received undefined',
    )
  })
})

describe('validateOptions: URLs', () => {
  it.each([
    ['termsConditionsUrl', (url: string) => ({ termsConditionsUrl: url })],
    ['privacyPolicyUrl', (url: string) => ({ privacyPolicyUrl: url })],
    ['apiUrls.directory', (url: string) => ({ apiUrls: { directory: url } })],
    ['apiUrls.blockchain', (url: string) => ({ apiUrls: { blockchain: url } })],
    ['apiUrls.analytics', (url: string) => ({ apiUrls: { analytics: url } })],
    ['metadata.url', (url: string) => ({ metadata: { name: 'A', description: 'B', url, icons: [] } })],
  ])('requires %s to be an http(s) URL', (path, fields) => {
    for (const url of ['ftp://acme.example', 'javascript:alert(1)', 'acme.example']) {
      expect(invalid({ ...minimal, ...fields(url) })).toBe(`${path}: expected an http(s) URL, received ${JSON.stringify(url)}`)
    }
    for (const url of ['https://acme.example/a?b=c', 'http://localhost:5173'])
      expect(() => validateOptions({ ...minimal, ...fields(url) })).not.toThrow()
  })

  it('requires customRpcUrls to hold lists of { url } with http(s) URLs', () => {
    expect(() =>
      validateOptions({ ...minimal, customRpcUrls: { 'eip155:1': [{ url: 'https://a.example' }, { url: 'http://localhost:8545' }] } }),
    ).not.toThrow()
    for (const customRpcUrls of [
      { 'eip155:1': [{ url: 'wss://a.example' }] },
      { 'eip155:1': [{ url: ['https://a.example'] }] },
      { 'eip155:1': [{}] },
      { 'eip155:1': { url: 'https://a.example' } },
      [[{ url: 'https://a.example' }]],
    ])
      expect(invalid({ ...minimal, customRpcUrls })).toBe(
        'customRpcUrls: expected lists of `{ url }` with http(s) URLs, by CAIP network id',
      )
  })

  it('requires metadata name, description and icons', () => {
    expect(invalid({ ...minimal, metadata: { name: 'A', url: 'https://a.example', icons: 'x' } })).toBe(
      'metadata.description: expected string, received undefined; metadata.icons: expected array, received "x"',
    )
  })
})

describe('validateOptions: theme, wallets and locale', () => {
  it('accepts themeMode light or dark only', () => {
    expect(() => validateOptions({ ...minimal, themeMode: 'light' })).not.toThrow()
    expect(invalid({ ...minimal, themeMode: 'Dark' })).toBe('themeMode: expected one of "light", "dark", received "Dark"')
  })

  it('requires theme variables to be strings or numbers', () => {
    for (const themeVariables of [{ '--w3m-accent': true }, ['#fff'], 'dark'])
      expect(invalid({ ...minimal, themeVariables })).toBe(
        `themeVariables: expected an object of strings or numbers${typeof themeVariables === 'string' ? ', received "dark"' : ''}`,
      )
  })

  it.each(['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'])('requires %s to be an array of strings', (key) => {
    expect(invalid({ ...minimal, [key]: 'a' })).toBe(`${key}: expected array, received "a"`)
    expect(invalid({ ...minimal, [key]: ['a', 2] })).toBe(`${key}.1: expected string, received 2`)
  })

  it('requires custom wallets to have an id and a name', () => {
    expect(invalid({ ...minimal, customWallets: [{ id: 'acme' }] })).toBe(
      'customWallets.0.name: expected string, received undefined',
    )
  })

  it('accepts only CAIP-2 namespaces and known account types in defaultAccountTypes (SPEC §6)', () => {
    for (const defaultAccountTypes of [{ Tron: 'eoa' }, { eip155: 'smart' }, { solana: 'eoa', eip155: null }])
      expect(invalid({ ...minimal, defaultAccountTypes })).toBe(
        'defaultAccountTypes: expected account types (eoa, smartAccount, payment, ordinal or stx) by chain namespace',
      )
  })

  it.each(['auto', 'en', 'de', 'pt-BR', 'zh-Hans', 'fil'])('accepts the locale %j', (locale) => {
    expect(() => validateOptions({ ...minimal, locale })).not.toThrow()
  })

  it.each(['', 'english', 'EN', 'pt_BR', 'pt-'])('rejects the locale %j', (locale) => {
    expect(invalid({ ...minimal, locale })).toBe(`locale: expected 'auto' or a locale like 'en' or 'pt-BR', received ${JSON.stringify(locale)}`)
  })

  it('requires boolean switches to be booleans', () => {
    expect(invalid({ ...minimal, basic: 'yes', enableEmbedded: 1 })).toBe(
      'enableEmbedded: expected boolean, received 1; basic: expected boolean, received "yes"',
    )
  })
})

describe('validateOptions: features (SPEC §6)', () => {
  it.each([
    'email',
    'emailShowWallets',
    'swaps',
    'onramp',
    'activity',
    'branding',
    'receive',
    'send',
    'analytics',
    'allWallets',
    'legalCheckbox',
    'smartSessions',
    'collapseWallets',
    'pay',
  ])('requires features.%s to be a boolean', (key) => {
    expect(() => validateOptions({ ...minimal, features: { [key]: false } })).not.toThrow()
    expect(invalid({ ...minimal, features: { [key]: 'true' } })).toBe(`features.${key}: expected boolean, received "true"`)
  })

  it('accepts socials as a list of known providers or false', () => {
    expect(() => validateOptions({ ...minimal, features: { socials: false } })).not.toThrow()
    expect(() => validateOptions({ ...minimal, features: { socials: [] } })).not.toThrow()
    expect(() =>
      validateOptions({
        ...minimal,
        features: { socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      }),
    ).not.toThrow()
  })

  it('rejects unknown social providers and other values', () => {
    expect(invalid({ ...minimal, features: { socials: ['google', 'myspace'] } })).toBe(
      'features.socials: expected false or a list of google, x, discord, farcaster, github, apple, facebook',
    )
    expect(invalid({ ...minimal, features: { socials: true } })).toBe(
      'features.socials: expected false or a list of google, x, discord, farcaster, github, apple, facebook, received true',
    )
  })

  it('accepts only known values in the order lists', () => {
    expect(invalid({ ...minimal, features: { connectMethodsOrder: ['phone'] } })).toBe(
      'features.connectMethodsOrder.0: expected one of "email", "social", "wallet", received "phone"',
    )
    expect(invalid({ ...minimal, features: { walletFeaturesOrder: ['stake'] } })).toBe(
      'features.walletFeaturesOrder.0: expected one of "onramp", "swaps", "receive", "send", received "stake"',
    )
    expect(invalid({ ...minimal, features: { connectorTypeOrder: ['recent', 'other'] } })).toBe(
      'features.connectorTypeOrder.1: expected one of "walletConnect", "recent", "injected", "featured", "custom", "external", "recommended", received "other"',
    )
  })

  it('requires features to be an object', () => {
    expect(invalid({ ...minimal, features: true })).toBe('features: expected object, received true')
  })
})

describe('validateOptions: adapters and plugins', () => {
  it('requires each adapter to have a CAIP-2 namespace and a setup function', () => {
    expect(invalid({ ...minimal, adapters: [{ namespace: 'EIP155', setup: () => undefined }] })).toBe(
      'adapters.0.namespace: expected a CAIP-2 namespace, received "EIP155"',
    )
    expect(invalid({ ...minimal, adapters: [{ namespace: 'eip155', setup: {} }] })).toBe(
      'adapters.0.setup: expected a function',
    )
    expect(invalid({ ...minimal, adapters: {} })).toBe('adapters: expected array, received object')
  })

  it.each([
    [{}, ''],
    [{ id: '' }, ''],
    [{ id: 7 }, ''],
    ['acme', ', received "acme"'],
    [null, ', received null'],
  ])('rejects the plugin %j', (plugin, received) => {
    expect(invalid({ ...minimal, plugins: [plugin] })).toBe(
      `plugins.0: expected a plugin object with a string \`id\`, or a function that loads one${received}`,
    )
  })
})

describe('options that throw while they are read', () => {
  const minimalOptions = () => ({ projectId: 'p', networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } }, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }] })

  it("wraps a getter's own error in InvalidOptionsError, with it as the cause", () => {
    const own = new TypeError('no peeking')
    const input = Object.defineProperty(minimalOptions(), 'themeMode', {
      enumerable: true,
      get() {
        throw own
      },
    })
    const error = (() => {
      try {
        validateOptions(input)
      } catch (e) {
        return e as InvalidOptionsError
      }
      throw new Error('validateOptions did not throw')
    })()
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect(error.shortMessage).toBe('Invalid options')
    expect(error.details).toBe('the options could not be read: TypeError: no peeking')
    expect(error.cause).toBe(own)
  })

  it('wraps a proxy whose traps throw, and a thrown value that is no Error', () => {
    const hostile = new Proxy(minimalOptions(), {
      get() {
        throw 'trap'
      },
    })
    expect(() => validateOptions(hostile)).toThrow(InvalidOptionsError)
    const deep = minimalOptions()
    Object.defineProperty(deep.networks[0]!.nativeCurrency, 'decimals', {
      get() {
        throw Object.create(null)
      },
    })
    expect(() => validateOptions(deep)).toThrow(InvalidOptionsError)
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES } from './defaults.js'
import {
  ignoredLocalWarning,
  resolveFeatures,
  type RemoteFeatureFlag,
} from './resolveFeatures.js'
import type { ResolvedFeatures } from './types.js'

const defaults: ResolvedFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  emailShowWallets: true,
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
  activity: true,
  branding: true,
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletConnect: true,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
}

const allOff = { email: false, socials: false, swaps: false, onramp: false, activity: false, branding: false } as const

const fullRemote: RemoteFeatureFlag[] = [
  { id: 'email', isEnabled: true },
  { id: 'social_login', isEnabled: true, config: ['github', 'google'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true },
]

describe('resolveFeatures without remote configuration', () => {
  it('uses the default feature flags and default remote features (SPEC §6)', () => {
    expect(resolveFeatures({ options: undefined })).toEqual({ features: defaults, source: 'local', ignoredLocal: [] })
    expect(resolveFeatures({ options: {}, remote: null }).features).toEqual(defaults)
  })

  it('puts local settings over the default feature flags (SPEC §6)', () => {
    const { features } = resolveFeatures({
      options: {
        receive: false,
        send: false,
        analytics: false,
        allWallets: false,
        legalCheckbox: true,
        smartSessions: true,
        collapseWallets: true,
        pay: true,
        emailShowWallets: false,
        connectMethodsOrder: ['wallet', 'email', 'social'],
        walletFeaturesOrder: ['send', 'receive'],
        connectorTypeOrder: ['injected', 'walletConnect'],
      },
    })
    expect(features).toEqual({
      ...defaults,
      receive: false,
      send: false,
      analytics: false,
      allWallets: false,
      legalCheckbox: true,
      smartSessions: true,
      collapseWallets: true,
      pay: true,
      emailShowWallets: false,
      connectMethodsOrder: ['wallet', 'email', 'social'],
      walletFeaturesOrder: ['send', 'receive'],
      connectorTypeOrder: ['injected', 'walletConnect'],
    })
  })

  it('puts local settings over the default remote features when the remote config did not load (SPEC §6)', () => {
    const result = resolveFeatures({
      options: { email: false, socials: ['github'], swaps: false, onramp: false, activity: false, branding: false },
      remote: undefined,
    })
    expect(result).toEqual({ features: { ...defaults, ...allOff, socials: ['github'] }, source: 'local', ignoredLocal: [] })
  })

  it('maps swaps and onramp `true` to the default provider lists', () => {
    const { features } = resolveFeatures({ options: { swaps: true, onramp: true } })
    expect(features.swaps).toEqual(['1inch'])
    expect(features.onramp).toEqual(['coinbase', 'meld'])
  })

  it('treats socials false or an empty list as no socials', () => {
    expect(resolveFeatures({ options: { socials: false } }).features.socials).toBe(false)
    expect(resolveFeatures({ options: { socials: [] } }).features.socials).toBe(false)
  })

  it('keeps the order of local socials', () => {
    expect(resolveFeatures({ options: { socials: ['x', 'apple', 'google'] } }).features.socials).toEqual([
      'x',
      'apple',
      'google',
    ])
  })

  it('hands out fresh arrays, never the defaults themselves', () => {
    const first = resolveFeatures({ options: undefined }).features
    ;(first.socials as string[]).push('myspace')
    ;(first.swaps as string[]).pop()
    ;(first.onramp as string[]).pop()
    first.walletFeaturesOrder.pop()
    first.connectorTypeOrder.pop()
    expect(resolveFeatures({ options: undefined }).features).toEqual(defaults)
    expect(DEFAULT_REMOTE_FEATURES.socials).toHaveLength(7)
    expect(DEFAULT_FEATURES.connectorTypeOrder).toHaveLength(7)
  })

  it('copies local order lists', () => {
    const connectMethodsOrder = ['email', 'wallet'] as ('email' | 'wallet')[]
    const { features } = resolveFeatures({ options: { connectMethodsOrder } })
    expect(features.connectMethodsOrder).toEqual(['email', 'wallet'])
    expect(features.connectMethodsOrder).not.toBe(connectMethodsOrder)
  })
})

describe('resolveFeatures in basic mode', () => {
  it('turns every remote-controlled feature off (SPEC §6)', () => {
    expect(resolveFeatures({ options: undefined, basic: true })).toEqual({
      features: { ...defaults, ...allOff },
      source: 'basic',
      ignoredLocal: [],
    })
  })

  it('ignores the remote configuration and local remote-controlled settings (SPEC §6)', () => {
    const result = resolveFeatures({
      options: { email: true, socials: ['google'], swaps: true, onramp: true, activity: true, branding: true, pay: true },
      basic: true,
      remote: fullRemote,
    })
    expect(result).toEqual({ features: { ...defaults, ...allOff, pay: true }, source: 'basic', ignoredLocal: [] })
  })
})

describe('resolveFeatures with a loaded remote configuration', () => {
  it('takes the remote-controlled features from the remote flags (SPEC §6)', () => {
    expect(resolveFeatures({ options: undefined, remote: fullRemote })).toEqual({
      features: {
        ...defaults,
        email: true,
        socials: ['github', 'google'],
        swaps: ['1inch'],
        onramp: ['meld'],
        activity: true,
        branding: true,
      },
      source: 'remote',
      ignoredLocal: [],
    })
  })

  it('ignores local remote-controlled settings and lists them in ignoredLocal (SPEC §6)', () => {
    const result = resolveFeatures({
      options: { branding: false, email: false, socials: false, receive: false },
      remote: fullRemote,
    })
    expect(result.ignoredLocal).toEqual(['email', 'socials', 'branding'])
    expect(result.features.email).toBe(true)
    expect(result.features.socials).toEqual(['github', 'google'])
    expect(result.features.branding).toBe(true)
    // Not remote-controlled: the local setting stands.
    expect(result.features.receive).toBe(false)
  })

  it('turns off a feature whose flag is missing from the remote list (SPEC §6)', () => {
    expect(resolveFeatures({ options: { email: true, swaps: true }, remote: [] })).toEqual({
      features: { ...defaults, ...allOff },
      source: 'remote',
      ignoredLocal: ['email', 'swaps'],
    })
  })

  it('turns off a feature whose flag is disabled, whatever its config (SPEC §6)', () => {
    const remote = fullRemote.map((flag) => ({ ...flag, isEnabled: false }))
    expect(resolveFeatures({ options: undefined, remote }).features).toEqual({ ...defaults, ...allOff })
  })

  it("reads email in the reference API's shape too: `email` among the social_login providers", () => {
    const reference = (config: string[], isEnabled = true) =>
      resolveFeatures({ options: undefined, remote: [{ id: 'social_login', isEnabled, config }] }).features
    expect(reference(['email', 'google', 'x'])).toMatchObject({ email: true, socials: ['google', 'x'] })
    expect(reference(['email'])).toMatchObject({ email: true, socials: false })
    expect(reference(['google'])).toMatchObject({ email: false, socials: ['google'] })
    expect(reference(['email', 'google'], false)).toMatchObject({ email: false, socials: false })
    // Portico's own `email` flag decides when it is there.
    const both = (isEnabled: boolean) =>
      resolveFeatures({
        options: undefined,
        remote: [
          { id: 'email', isEnabled, config: null },
          { id: 'social_login', isEnabled: true, config: ['email', 'github'] },
        ],
      }).features.email
    expect(both(false)).toBe(false)
    expect(both(true)).toBe(true)
  })

  it('keeps only known providers from the remote config, and an empty list means off', () => {
    const { features } = resolveFeatures({
      options: undefined,
      remote: [
        { id: 'social_login', isEnabled: true, config: ['myspace', 'farcaster', 'discord'] },
        { id: 'swap', isEnabled: true, config: ['uniswap'] },
        { id: 'onramp', isEnabled: true, config: ['coinbase', 'moonpay', 'meld'] },
      ],
    })
    expect(features.socials).toEqual(['farcaster', 'discord'])
    expect(features.swaps).toBe(false)
    expect(features.onramp).toEqual(['coinbase', 'meld'])
  })

  it('turns provider features off when an enabled flag has no config', () => {
    const { features } = resolveFeatures({
      options: undefined,
      remote: [
        { id: 'social_login', isEnabled: true, config: null },
        { id: 'swap', isEnabled: true },
        { id: 'onramp', isEnabled: true, config: [] },
      ],
    })
    expect(features.socials).toBe(false)
    expect(features.swaps).toBe(false)
    expect(features.onramp).toBe(false)
  })

  it('ignores unknown remote flag ids', () => {
    const { features } = resolveFeatures({
      options: undefined,
      remote: [{ id: 'email_capture', isEnabled: true }, { id: 'branding', isEnabled: true }],
    })
    expect(features.email).toBe(false)
    expect(features.branding).toBe(false)
  })
})

describe('ignoredLocalWarning', () => {
  it('names the ignored keys in one warning (SPEC §6)', () => {
    expect(ignoredLocalWarning(['email', 'socials'])).toBe(
      'Portico: remote configuration was loaded, so the local `features` settings for email, socials were ignored. Manage them in the project configuration.',
    )
  })

  it('works with the ignoredLocal of resolveFeatures', () => {
    const { ignoredLocal } = resolveFeatures({ options: { onramp: false }, remote: [] })
    expect(ignoredLocalWarning(ignoredLocal)).toBe(
      'Portico: remote configuration was loaded, so the local `features` settings for onramp were ignored. Manage them in the project configuration.',
    )
  })
})

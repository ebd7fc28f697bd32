import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  CONNECT_METHODS,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_WALLET_FEATURES_ORDER,
  ONRAMP_PROVIDERS,
  REMOTE_FEATURE_KEYS,
  SOCIAL_PROVIDERS,
  SWAP_PROVIDERS,
  type RemoteFeatureKey,
} from './defaults.js'
import type {
  ConnectMethod,
  ConnectorTypeOrderItem,
  OnrampProvider,
  SocialProvider,
  SwapProvider,
  WalletFeature,
} from './types.js'

describe('DEFAULT_FEATURES', () => {
  it('holds the default feature flags (SPEC §6)', () => {
    expect(DEFAULT_FEATURES).toEqual({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      walletConnect: true,
      emailShowWallets: true,
      connectMethodsOrder: undefined,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    })
  })

  it('orders the Connect view as walletConnect, recent, injected, featured, custom, external, recommended (SPEC §6)', () => {
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('orders wallet features as onramp, swaps, receive, send', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
})

describe('DEFAULT_REMOTE_FEATURES', () => {
  it('holds the default remote features (SPEC §6)', () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      swaps: ['1inch'],
      onramp: ['coinbase', 'meld'],
      email: true,
      activity: true,
      branding: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
  })

  it('has exactly the remote-controlled keys: email, socials, swaps, onramp, activity, branding (SPEC §6)', () => {
    expect(REMOTE_FEATURE_KEYS).toEqual(['email', 'socials', 'swaps', 'onramp', 'activity', 'branding'])
    expect(Object.keys(DEFAULT_REMOTE_FEATURES).sort()).toEqual([...REMOTE_FEATURE_KEYS].sort())
    expect(Object.keys(DEFAULT_FEATURES).filter((key) => REMOTE_FEATURE_KEYS.includes(key as RemoteFeatureKey))).toEqual([])
  })
})

describe('known value lists', () => {
  it('lists every social provider, swap provider, on-ramp provider and connect method', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(SWAP_PROVIDERS).toEqual(['1inch'])
    expect(ONRAMP_PROVIDERS).toEqual(['coinbase', 'meld'])
    expect(CONNECT_METHODS).toEqual(['email', 'social', 'wallet'])
  })

  it('covers each union of features/types.ts exactly', () => {
    expectTypeOf<(typeof SOCIAL_PROVIDERS)[number]>().toEqualTypeOf<SocialProvider>()
    expectTypeOf<(typeof SWAP_PROVIDERS)[number]>().toEqualTypeOf<SwapProvider>()
    expectTypeOf<(typeof ONRAMP_PROVIDERS)[number]>().toEqualTypeOf<OnrampProvider>()
    expectTypeOf<(typeof CONNECT_METHODS)[number]>().toEqualTypeOf<ConnectMethod>()
    expectTypeOf<(typeof DEFAULT_WALLET_FEATURES_ORDER)[number]>().toEqualTypeOf<WalletFeature>()
    expectTypeOf<(typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number]>().toEqualTypeOf<ConnectorTypeOrderItem>()
  })
})

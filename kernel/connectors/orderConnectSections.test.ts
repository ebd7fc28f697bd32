import { describe, expect, it } from 'vitest'
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../features/defaults.js'
import { orderConnectSections } from './orderConnectSections.js'

describe('orderConnectSections', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended (SPEC §6)', () => {
    const expected = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toEqual(expected)
    expect(orderConnectSections()).toEqual(expected)
  })

  it('keeps a custom order and appends missing sections in default order (SPEC §6)', () => {
    expect(orderConnectSections(['featured', 'injected'])).toEqual([
      'featured',
      'injected',
      'walletConnect',
      'recent',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('drops unknown and repeated sections (SPEC §6)', () => {
    expect(orderConnectSections(['external', 'bogus', 'external', 'recent'])).toEqual([
      'external',
      'recent',
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'recommended',
    ])
  })

  it('returns a fresh array', () => {
    expect(orderConnectSections()).not.toBe(DEFAULT_CONNECTOR_TYPE_ORDER)
  })
})

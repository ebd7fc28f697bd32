import { describe, expect, it } from 'vitest'
import { isBrowserWallet } from './isBrowserWallet.js'

describe('isBrowserWallet', () => {
  it('recognises the generic injected connector by id or name (SPEC §5)', () => {
    expect(isBrowserWallet({ id: 'injected', name: 'Injected', type: 'INJECTED' })).toBe(true)
    expect(isBrowserWallet({ id: 'x', name: 'Browser Wallet', type: 'INJECTED' })).toBe(true)
  })

  it('does not match named or non-injected connectors', () => {
    expect(isBrowserWallet({ id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' })).toBe(false)
    expect(isBrowserWallet({ id: 'injected', name: 'Browser Wallet', type: 'ANNOUNCED' })).toBe(false)
  })
})

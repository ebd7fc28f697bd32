import { describe, expect, it } from 'vitest'
import { testEnvironment, testKit } from '../../test/fixtures.js'
import { createMemoryStorage } from '../utils/storage.js'
import { isPairingUriExpired, setPairingUri } from './pairingUri.js'

describe('pairing uri expiry (SPEC §4, §9)', () => {
  it('expires 4 minutes after it is set and counts as expired 10 s before that', () => {
    const state = { uri: undefined as string | undefined, uriSetAt: undefined as number | undefined, deepLinkChoice: undefined }
    expect(isPairingUriExpired(state, 0)).toBe(true)
    setPairingUri(state, 'wc:abc@2?relay-protocol=irn&symKey=00', 1_000)
    expect(isPairingUriExpired(state, 1_000)).toBe(false)
    expect(isPairingUriExpired(state, 1_000 + 230_000 - 1)).toBe(false)
    expect(isPairingUriExpired(state, 1_000 + 230_000)).toBe(true)
    expect(isPairingUriExpired(state, 1_000 + 240_000)).toBe(true)
  })
})

describe('the pairing through the kernel API (SPEC §3, §4)', () => {
  it('sets, expires and clears the uri; remembers the deep-link choice across reloads', async () => {
    let now = 0
    const storage = createMemoryStorage()
    const kit = testKit({}, { env: testEnvironment({ now: () => now, storage }) })
    kit.kernel.walletConnect.setUri('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(kit.kernel.state.walletConnect.uri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
    now = 229_999
    expect(kit.kernel.walletConnect.isUriExpired()).toBe(false)
    now = 230_000
    expect(kit.kernel.walletConnect.isUriExpired()).toBe(true)
    kit.kernel.walletConnect.setUri(undefined)
    expect(kit.kernel.state.walletConnect.uri).toBeUndefined()

    kit.kernel.walletConnect.setDeepLinkChoice({ name: 'Aurora Wallet', href: 'aurora://' })
    const again = testKit({}, { env: testEnvironment({ storage }) })
    await again.ready()
    expect(again.kernel.state.walletConnect.deepLinkChoice).toEqual({ name: 'Aurora Wallet', href: 'aurora://' })
  })
})

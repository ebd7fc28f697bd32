import { describe, expect, it } from 'vitest'
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

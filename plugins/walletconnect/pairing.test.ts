import { describe, expect, it, vi } from 'vitest'
import { proxy } from 'valtio/vanilla'
import { createMemoryStorage } from '../../kernel/utils/storage.js'
import { testKit } from '../../test/fixtures.js'
import { walletConnect, type WalletConnectApi } from './index.js'
import { createPairing, initialPairingState, isPairingUriExpired, type PairingState } from './pairing.js'

/** A pairing on its own state, with a clock and storage the test drives. */
function pairing(storage = createMemoryStorage()) {
  let now = 0
  const state = proxy(initialPairingState())
  const listeners = new Map<string, () => void>()
  const events = { on: vi.fn((event: string, handler: () => void) => (listeners.set(event, handler), () => listeners.delete(event))) }
  const env = { now: () => now }
  const made = createPairing({ state, storage, events, env } as never)
  return { made, state, storage, setNow: (ms: number) => void (now = ms), emit: (event: string) => listeners.get(event)?.() }
}

describe('pairing uri expiry (SPEC §4, §9)', () => {
  it('expires 4 minutes after it is set and counts as expired 10 s before that', () => {
    const state: Pick<PairingState, 'uri' | 'uriSetAt'> = { uri: undefined, uriSetAt: undefined }
    expect(isPairingUriExpired(state, 0)).toBe(true)
    Object.assign(state, { uri: 'wc:abc@2?relay-protocol=irn&symKey=00', uriSetAt: 1_000 })
    expect(isPairingUriExpired(state, 1_000)).toBe(false)
    expect(isPairingUriExpired(state, 1_000 + 230_000 - 1)).toBe(false)
    expect(isPairingUriExpired(state, 1_000 + 230_000)).toBe(true)
    expect(isPairingUriExpired(state, 1_000 + 240_000)).toBe(true)
  })
})

describe('the pairing in the plugin state (SPEC §2, §3, §4)', () => {
  it('sets, expires and clears the uri; remembers the deep-link choice across reloads', () => {
    const { made, state, storage, setNow } = pairing()
    made.setUri('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(state.uri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
    setNow(229_999)
    expect(made.isUriExpired()).toBe(false)
    setNow(230_000)
    expect(made.isUriExpired()).toBe(true)
    made.setUri(undefined)
    expect(state.uri).toBeUndefined()

    made.setDeepLinkChoice({ name: 'Aurora Wallet', href: 'aurora://' })
    expect(pairing(storage).state.deepLinkChoice).toEqual({ name: 'Aurora Wallet', href: 'aurora://' })
    made.setDeepLinkChoice(undefined)
    expect(pairing(storage).state.deepLinkChoice).toBeUndefined()
  })

  it('takes no stored choice of another shape', () => {
    const storage = createMemoryStorage()
    storage.setItem('@portico/deeplink_choice', JSON.stringify({ name: 1, href: 'aurora://' }))
    expect(pairing(storage).state.deepLinkChoice).toBeUndefined()
    storage.setItem('@portico/deeplink_choice', '{not json')
    expect(pairing(storage).state.deepLinkChoice).toBeUndefined()
  })

  it('clears the uri when the modal closes (SPEC §2 Closing)', async () => {
    const kit = testKit({ plugins: [walletConnect({ prefetch: false })] }, { builtins: {} })
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.state.plugins.walletconnect?.api).toBeDefined())
    const api = kit.kernel.state.plugins.walletconnect?.api as WalletConnectApi
    api.pairing.setUri('wc:abc@2?relay-protocol=irn')
    expect((kit.kernel.state.plugins.walletconnect?.state as PairingState).uri).toBe('wc:abc@2?relay-protocol=irn')
    kit.close()
    expect((kit.kernel.state.plugins.walletconnect?.state as PairingState).uri).toBeUndefined()
    await kit.destroy()
  })
})

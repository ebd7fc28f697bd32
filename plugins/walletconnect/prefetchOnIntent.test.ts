import { afterEach, describe, expect, it, vi } from 'vitest'
import { testEnvironment, testKit, pluginContext } from '../../test/fixtures.js'

// Whether the SDK's module was fetched: its mock's factory runs when the plugin imports it (a fresh module
// registry and factory for each kit).
const sdk = { loads: 0 }

async function freshPlugin() {
  vi.resetModules()
  sdk.loads = 0
  vi.doMock('./createUniversalProvider.js', () => {
    sdk.loads++
    return { createUniversalProvider: vi.fn() }
  })
  return (await import('./index.js')).walletConnect
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

async function setUp(isMobile: boolean) {
  const walletConnect = await freshPlugin()
  const kit = testKit({}, { env: testEnvironment({ isMobile: () => isMobile }) })
  await kit.ready()
  const result = await walletConnect().setup?.(pluginContext(kit, 'walletconnect'))
  const teardown = typeof result === 'function' ? result : (result?.teardown ?? (() => {}))
  return { kit, teardown }
}

describe('the WalletConnect SDK is fetched ahead of a pick', () => {
  afterEach(() => vi.resetModules())

  it('on desktop, not when the modal opens, but on the first CONNECT_INTENT', async () => {
    const { kit, teardown } = await setUp(false)
    await kit.open()
    await settle()
    expect(sdk.loads).toBe(0)
    kit.kernel.events.emit('CONNECT_INTENT', { via: 'acme-passkey' })
    await settle()
    expect(sdk.loads).toBe(0)
    kit.kernel.events.emit('CONNECT_INTENT')
    kit.kernel.events.emit('CONNECT_INTENT')
    await settle()
    expect(sdk.loads).toBe(1)
    await teardown()
  })

  it("on the intent for the plugin's own Connect row", async () => {
    const { kit, teardown } = await setUp(false)
    kit.kernel.events.emit('CONNECT_INTENT', { via: 'walletconnect' })
    await settle()
    expect(sdk.loads).toBe(1)
    await teardown()
  })

  it('at once when set up with the modal open to a visitor not connected (the kit loads it on the way to WalletConnect)', async () => {
    const walletConnect = await freshPlugin()
    const kit = testKit({}, { env: testEnvironment({ isMobile: () => false }) })
    await kit.ready()
    await kit.open()
    const result = await walletConnect().setup?.(pluginContext(kit, 'walletconnect'))
    await settle()
    expect(sdk.loads).toBe(1)
    await (typeof result === 'function' ? result : (result?.teardown ?? (() => {})))()
  })

  it('on mobile, at once', async () => {
    const { teardown } = await setUp(true)
    await settle()
    expect(sdk.loads).toBe(1)
    await teardown()
  })

  it('not at all with prefetch: false', async () => {
    const walletConnect = await freshPlugin()
    const kit = testKit({}, { env: testEnvironment({ isMobile: () => true }) })
    await kit.ready()
    await walletConnect({ prefetch: false }).setup?.(pluginContext(kit, 'walletconnect'))
    kit.kernel.events.emit('CONNECT_INTENT')
    await settle()
    expect(sdk.loads).toBe(0)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { mainnet, solanaMainnet, testKit, type TestKit } from '../../test/fixtures.js'
import { solana } from './solana.js'
import { solanaConnectionUrl } from './solanaConnectionUrl.js'

const solanaLocal = defineNetwork({
  id: 'PorticoLocal1111111111111111111',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899/local', 'http://127.0.0.1:8899/local-2'] } },
})
const custom = { [solanaLocal.caipNetworkId]: [{ url: 'http://127.0.0.1:9000/first' }, { url: 'http://127.0.0.1:9000/second' }] }

const kits: TestKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
})
function kit(options: Parameters<typeof testKit>[0]): TestKit {
  const made = testKit({ adapters: [solana({ discovery: false })], ...options })
  kits.push(made)
  return made
}

describe('solanaConnectionUrl: the RPC URL of the host’s Solana connection', () => {
  it('is the active Solana network’s default RPC, and the first of its customRpcUrls once set', async () => {
    const plain = kit({ networks: [solanaMainnet, solanaLocal] })
    const overridden = kit({ networks: [solanaMainnet, solanaLocal], customRpcUrls: custom })
    await Promise.all([plain.ready(), overridden.ready()])
    expect(solanaConnectionUrl(plain)).toBe('http://127.0.0.1:8899')
    await plain.switchNetwork(solanaLocal)
    await overridden.switchNetwork(solanaLocal)
    expect(solanaConnectionUrl(plain)).toBe('http://127.0.0.1:8899/local')
    expect(solanaConnectionUrl(overridden)).toBe('http://127.0.0.1:9000/first')
    await overridden.switchNetwork(solanaMainnet)
    expect(solanaConnectionUrl(overridden)).toBe('http://127.0.0.1:8899')
  })

  it('follows the solana family while eip155 is active: its first network, then the one it last used', async () => {
    const both = kit({ networks: [mainnet, solanaMainnet, solanaLocal], customRpcUrls: custom })
    await both.ready()
    expect(both.getState().activeChain).toBe('eip155')
    expect(solanaConnectionUrl(both)).toBe('http://127.0.0.1:8899')
    await both.switchNetwork(solanaLocal)
    await both.switchNetwork(mainnet)
    expect(both.getState().activeChain).toBe('eip155')
    expect(solanaConnectionUrl(both)).toBe('http://127.0.0.1:9000/first')
  })

  it('is known once the kit has set its solana adapter up, and undefined without a solana adapter or network', async () => {
    const started = kit({ networks: [solanaLocal] })
    expect(solanaConnectionUrl(started)).toBeUndefined()
    await started.ready()
    expect(solanaConnectionUrl(started)).toBe('http://127.0.0.1:8899/local')
    await started.destroy()
    expect(solanaConnectionUrl(started)).toBeUndefined()

    const withoutAdapter = testKit({ networks: [mainnet, solanaLocal], adapters: [] })
    const withoutNetwork = kit({ networks: [mainnet] })
    kits.push(withoutAdapter)
    await Promise.all([withoutAdapter.ready(), withoutNetwork.ready()])
    expect(solanaConnectionUrl(withoutAdapter)).toBeUndefined()
    expect(solanaConnectionUrl(withoutNetwork)).toBeUndefined()
  })

  it('tells two kits apart', async () => {
    const one = kit({ networks: [solanaLocal] })
    const two = kit({ networks: [solanaLocal], customRpcUrls: custom })
    await Promise.all([one.ready(), two.ready()])
    expect([solanaConnectionUrl(one), solanaConnectionUrl(two)]).toEqual(['http://127.0.0.1:8899/local', 'http://127.0.0.1:9000/first'])
  })
})

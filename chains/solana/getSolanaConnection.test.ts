import { afterEach, describe, expect, it, vi } from 'vitest'
import { setActiveKit } from '../../kernel/activeKit.js'
import { mainnet, solanaLocal, solanaMainnet, testKit, type TestKit } from '../../test/fixtures.js'
import { getSolanaConnection } from './getSolanaConnection.js'
import { solana } from './solana.js'

/** A JSON-RPC node answering every call with `result`, recording where each went. */
function stubNode(result: unknown) {
  const calls: { url: string; method: string; params: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { body: string }) => {
      const { id, method, params } = JSON.parse(init.body) as { id: unknown; method: string; params: unknown }
      calls.push({ url: String(url), method, params })
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), { headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

let kit: TestKit | undefined
afterEach(async () => {
  vi.unstubAllGlobals()
  setActiveKit(undefined)
  await kit?.destroy()
  kit = undefined
})

describe('getSolanaConnection', () => {
  it('resolves a @solana/kit RPC client that asks the solana family’s network, customRpcUrls first', async () => {
    kit = testKit({
      adapters: [solana({ discovery: false })],
      networks: [mainnet, solanaMainnet, solanaLocal],
      customRpcUrls: { [solanaLocal.caipNetworkId]: [{ url: 'http://127.0.0.1:9000/custom' }] },
    })
    const calls = stubNode({ context: { slot: 7 }, value: 2_500_000_000 })
    const connection = await getSolanaConnection(kit)
    const { value } = await connection!.getBalance('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as never).send()
    expect(value).toBe(2_500_000_000n)
    expect(calls).toEqual([{ url: 'http://127.0.0.1:8899', method: 'getBalance', params: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', { commitment: 'confirmed' }] }])
    expect(await getSolanaConnection(kit)).toBe(connection)

    await kit.switchNetwork(solanaLocal)
    const switched = await getSolanaConnection(kit)
    expect(switched).not.toBe(connection)
    await switched!.getSlot().send()
    expect(calls.at(-1)).toMatchObject({ url: 'http://127.0.0.1:9000/custom', method: 'getSlot' })
  })

  it('uses the active kit by default, and resolves undefined without a kit or a Solana network', async () => {
    expect(await getSolanaConnection()).toBeUndefined()
    kit = testKit({ adapters: [solana({ discovery: false })], networks: [mainnet] })
    setActiveKit(kit)
    expect(await getSolanaConnection()).toBeUndefined()
  })
})

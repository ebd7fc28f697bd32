import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { getFreePort } from '../../devnet/getFreePort.js'
import { createTransport } from './createTransport.js'
import { ANVIL_ACCOUNT } from './test/anvilAccount.js'
import { startRpcProxy, type RpcProxy } from './test/rpcProxy.js'

let node: Anvil
const proxies: RpcProxy[] = []

beforeAll(async () => {
  node = await startAnvil({ chainId: 31_337 })
})
afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()))
  await node?.stop()
})

async function proxy(): Promise<RpcProxy> {
  const started = await startRpcProxy(node.rpcUrl)
  proxies.push(started)
  return started
}

const until = async (condition: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('createTransport (SPEC §7 chain JSON-RPC, §9 RPC timing)', () => {
  it('answers through the next endpoint when the first is dead (SPEC §7 fallback)', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const client = createPublicClient({ transport: createTransport([dead, node.rpcUrl]) })
    await expect(client.getChainId()).resolves.toBe(31_337)
    await expect(client.getBalance({ address: ANVIL_ACCOUNT.address })).resolves.toBe(10_000n * 10n ** 18n)
  })

  it('fails when every endpoint is dead', async () => {
    const client = createPublicClient({ transport: createTransport([`http://127.0.0.1:${await getFreePort()}`]) })
    await expect(client.getChainId()).rejects.toThrow()
  })

  it('ranks several endpoints by a net_listening ping (SPEC §7)', async () => {
    const [a, b] = [await proxy(), await proxy()]
    createPublicClient({ transport: createTransport([a.url, b.url]) })
    await until(() => a.methods().includes('net_listening') && b.methods().includes('net_listening'))
  })

  it('does not ping a single endpoint: there is nothing to rank', async () => {
    const only = await proxy()
    const client = createPublicClient({ transport: createTransport([only.url]) })
    await client.getChainId()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(only.methods()).toEqual(['eth_chainId'])
  })

  it('batches concurrent calls into one HTTP request (SPEC §9 batch size 1000)', async () => {
    const only = await proxy()
    const client = createPublicClient({ transport: createTransport([only.url]) })
    await Promise.all([
      client.getBalance({ address: ANVIL_ACCOUNT.address }),
      client.getBlockNumber(),
      client.getChainId(),
    ])
    expect(only.bodies()).toHaveLength(1)
    expect(only.bodies()[0]).toHaveLength(3)
  })

  it('gives each endpoint a 10 s timeout and the ranking the SPEC §9 ping settings', () => {
    const transport = createTransport(['http://127.0.0.1:1', 'http://127.0.0.1:2'])({ retryCount: 0 })
    const { transports } = transport.value as { transports: { config: { timeout?: number; type: string } }[] }
    expect(transports.map((t) => [t.config.type, t.config.timeout])).toEqual([
      ['http', 10_000],
      ['http', 10_000],
    ])
    expect(transport.config.type).toBe('fallback')
  })
})

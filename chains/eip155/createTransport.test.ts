import { createPublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { getFreePort } from '../../devnet/getFreePort.js'
import { createTransport as create, type RpcTransport } from './createTransport.js'
import { ANVIL_ACCOUNT } from './test/anvilAccount.js'
import { startRpcProxy, type RpcProxy } from './test/rpcProxy.js'

let node: Anvil
const proxies: RpcProxy[] = []
const transports: RpcTransport[] = []

beforeAll(async () => {
  node = await startAnvil({ chainId: 31_337 })
})
afterEach(() => {
  for (const rpc of transports.splice(0)) rpc.stop()
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

/** A transport whose ranking the test stops afterwards. */
function createTransport(urls: string[]) {
  const rpc = create(urls)
  transports.push(rpc)
  return rpc.transport
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

  it('stops pinging and sending once stopped: no request reaches the endpoints afterwards', async () => {
    const [a, b] = [await proxy(), await proxy()]
    const rpc = create([a.url, b.url])
    const client = createPublicClient({ transport: rpc.transport })
    await until(() => a.methods().includes('net_listening') && b.methods().includes('net_listening'))
    rpc.stop()
    // A ping in flight may still land within its 1 s timeout; none starts after that.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const counts = [a.requests.length, b.requests.length]
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect([a.requests.length, b.requests.length]).toEqual(counts)
    // A call still on its way from a destroyed kit is refused, and sends nothing.
    await expect(client.getChainId()).rejects.toThrow('the RPC transport was stopped with the kit')
    expect([a.requests.length, b.requests.length]).toEqual(counts)
  }, 10_000)

  it('answers calls through the best-ranked endpoint first', async () => {
    const [a, b] = [await proxy(), await proxy()]
    // a answers nothing (503): its stability drops to 0 and b moves to the front.
    a.routes.set('/rpc', (_, response) => void response.writeHead(503).end())
    const client = createPublicClient({ transport: createTransport([a.url, b.url]) })
    await until(() => a.requests.length > 0 && b.methods().includes('net_listening'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = a.requests.length
    await expect(client.getChainId()).resolves.toBe(31_337)
    expect(a.requests.length).toBe(before)
    expect(b.methods()).toContain('eth_chainId')
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import { mainnet } from '../../networks/index.js'
import { createTestServer, sendJson, type TestServer } from '../../test/createTestServer.js'
import { eip155 } from './eip155.js'
import { getIdentity } from './getIdentity.js'
import { createTestContext } from './test/fakeWindow.js'

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
let api: TestServer
let identity: unknown

beforeAll(async () => {
  api = await createTestServer()
  api.routes.set(`/v1/identity/${ADDRESS}`, (_, res) => sendJson(res, 200, identity))
})
afterAll(() => api?.close())
beforeEach(() => {
  api.requests.length = 0
})

const blockchainApi = async () => createHttpClient({ baseUrl: api.baseUrl, projectId: 'p1' })

describe('eip155 identity (SPEC §7 GET /v1/identity/{address})', () => {
  it('asks the blockchain API with sender set to the address and returns name and avatar', async () => {
    identity = { name: 'vitalik.eth', avatar: 'http://127.0.0.1/avatar.png' }
    await expect(getIdentity({ address: ADDRESS }, { blockchainApi })).resolves.toEqual(identity)
    const [request] = api.requests
    expect(request!.url.pathname).toBe(`/v1/identity/${ADDRESS}`)
    expect(request!.url.searchParams.get('sender')).toBe(ADDRESS)
  })

  it('gives null for what the API does not know', async () => {
    identity = { name: null }
    await expect(getIdentity({ address: ADDRESS }, { blockchainApi })).resolves.toEqual({ name: null, avatar: null })
  })

  it('throws when the API fails, so the address shows instead', async () => {
    await expect(getIdentity({ address: '0x0000000000000000000000000000000000000001' }, { blockchainApi })).rejects.toThrow(
      'HTTP status code: 404',
    )
  })

  it('is what the adapter answers', async () => {
    identity = { name: 'vitalik.eth', avatar: null }
    const adapter = eip155()
    await adapter.setup(createTestContext({ blockchainApi }).context)
    await expect(adapter.getIdentity!({ address: ADDRESS, network: mainnet })).resolves.toEqual({ name: 'vitalik.eth', avatar: null })
  })
})

describe('eip155 identity names that could mislead (SPEC §5)', () => {
  it.each([
    ['shaped like an address', '0x000…dEaD'],
    ['an address', '0x000000000000000000000000000000000000dEaD'],
    ['with a bidi override', 'vitalik\u202Ehte.lol'],
    ['with an invisible character', 'vit\u200Balik.eth'],
    ['not a name', 'Vitalik Buterin'],
  ])('gives no name for a name %s, so the address shows', async (_, name) => {
    identity = { name, avatar: null }
    await expect(getIdentity({ address: ADDRESS }, { blockchainApi })).resolves.toEqual({ name: null, avatar: null })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import { HttpRequestError } from '../../kernel/errors/errors.js'
import { devnetAccounts } from '../accounts.js'
import { seedAssets } from '../seedAssets.js'
import { createStore } from '../store.js'
import { createApiServer, type ApiServer } from './createApiServer.js'
import type { ProfileAnswer } from './profileRoutes.js'

// The profile endpoints over the devnet's identities, through the kit's own HTTP client (no chain needed).

let api: ApiServer
const accounts = devnetAccounts(5)

beforeAll(async () => {
  const db = await createStore()
  seedAssets(db, accounts.slice(0, 4).map((account) => account.address))
  api = await createApiServer({ db })
})
afterAll(() => api?.close())

const client = () => createHttpClient({ baseUrl: api.urls.blockchain, projectId: 'profile-test' })
const lookup = (name: string) => client().get<ProfileAnswer>(`/v1/profile/account/${encodeURIComponent(name)}`, { query: { apiVersion: 2 } })

describe('GET /blockchain/v1/profile/account/{name}?apiVersion=2', () => {
  it('answers the devnet names with the address of their account under coin type 60', async () => {
    const names = ['alice.portico', 'bob.portico', 'carol.portico', 'dave.portico']
    const answers = await Promise.all(names.map(lookup))
    expect(answers.map((a) => [a.name, a.addresses['60']?.address])).toEqual(
      names.map((name, index) => [name, accounts[index]?.address]),
    )
    expect(answers[1]).toEqual({
      name: 'bob.portico',
      addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
      attributes: { avatar: `${api.url}/assets/avatar/bob` },
    })
    // dave has no avatar.
    expect(answers[3]?.attributes).toEqual({})
    const avatar = await fetch(answers[0]?.attributes.avatar ?? '')
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('matches names case-insensitively and answers 404 with a reason for unknown ones', async () => {
    expect((await lookup('Bob.Portico')).name).toBe('bob.portico')
    const error = await lookup('nobody.portico').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 404, shortMessage: 'HTTP status code: 404' })
    expect(JSON.parse((error as HttpRequestError).details ?? '')).toEqual({
      message: 'Name nobody.portico is not registered',
      reasons: [{ field: 'name', description: 'Name nobody.portico is not registered' }],
    })
  })

  it('needs projectId and apiVersion=2', async () => {
    expect((await fetch(`${api.urls.blockchain}/v1/profile/account/bob.portico?apiVersion=2`)).status).toBe(400)
    const v1 = await client().get('/v1/profile/account/bob.portico').catch((e: unknown) => e)
    expect(v1).toMatchObject({ status: 400 })
  })
})

describe('GET /blockchain/v1/profile/reverse/{address}?apiVersion=2', () => {
  it('lists the names of an address (plain or CAIP-10, any case); none for others', async () => {
    const reverse = (address: string) =>
      client().get<ProfileAnswer[]>(`/v1/profile/reverse/${address}`, { query: { sender: address, apiVersion: 2 } })
    const carol = accounts[2]?.address ?? ''
    expect((await reverse(carol.toLowerCase())).map((p) => p.name)).toEqual(['carol.portico'])
    expect((await reverse(`eip155:31337:${carol}`))[0]?.addresses['60']?.address).toBe(carol)
    expect(await reverse(accounts[4]?.address ?? '')).toEqual([])
    expect(await reverse('0x1234').catch((e: unknown) => e)).toMatchObject({ status: 400 })
  })
})

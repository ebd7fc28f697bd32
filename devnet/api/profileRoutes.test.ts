import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import { HttpRequestError } from '../../kernel/errors/errors.js'
import { devnetAccounts } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { seedAssets } from '../seedAssets.js'
import { createStore } from '../store.js'
import { createApiServer, type ApiServer } from './createApiServer.js'
import type { ProfileAnswer } from './profileRoutes.js'

// The profile endpoints over the devnet's identities, through the kit's own HTTP client (no chain needed).

let api: ApiServer
let anvil: Anvil
const accounts = devnetAccounts(7)
const CHAIN_ID = 31337

beforeAll(async () => {
  const db = await createStore()
  seedAssets(db, accounts.slice(0, 4).map((account) => account.address))
  anvil = await startAnvil({ chainId: CHAIN_ID })
  api = await createApiServer({ db, chains: [{ chainId: CHAIN_ID, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
}, 30_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

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

describe('GET /blockchain/v1/profile/suggestions/{name}?zone=portico', () => {
  const suggest = (name: string, zone = 'portico') =>
    client().get<{ suggestions: { name: string; registered: boolean }[] }>(`/v1/profile/suggestions/${name}`, { query: { zone } })

  it('answers the name asked and names near it in the zone, each with whether it is taken', async () => {
    const { suggestions } = await suggest('alice')
    expect(suggestions[0]).toEqual({ name: 'alice.portico', registered: true })
    expect(suggestions.slice(1).every((s) => s.name.endsWith('.portico') && !s.registered)).toBe(true)
    expect(suggestions.length).toBeGreaterThan(2)
  })

  it('refuses another zone and a name against the rule, with a reason', async () => {
    const other = (await suggest('alice', 'eth').catch((e: unknown) => e)) as HttpRequestError
    expect(JSON.parse(other.details ?? '')).toMatchObject({ reasons: [{ description: 'Unknown zone eth' }] })
    expect(await suggest('abc').catch((e: unknown) => e)).toMatchObject({ status: 400 })
  })
})

describe('POST /blockchain/v1/profile/account', () => {
  const coinType = (0x80000000 | CHAIN_ID) >>> 0
  const signed = async (index: number, name: string, { timestamp = Math.floor(Date.now() / 1000), coin = coinType } = {}) => {
    const account = privateKeyToAccount(accounts[index]!.privateKey)
    const message = JSON.stringify({ name, attributes: {}, timestamp })
    return { coin_type: coin, address: account.address, message, signature: await account.signMessage({ message }) }
  }
  const register = (body: unknown) => client().post<{ success: boolean }>('/v1/profile/account', { body })
  const reason = async (body: unknown) => {
    const error = (await register(body).catch((e: unknown) => e)) as HttpRequestError
    return { status: error.status, description: (JSON.parse(error.details ?? '{}') as { reasons?: { description: string }[] }).reasons?.[0]?.description }
  }

  it('registers the signed name; the identity, reverse and account endpoints then answer it for the address', async () => {
    const erin = accounts[4]!.address
    expect(await register(await signed(4, 'erin-4.portico'))).toEqual({ success: true })
    expect((await lookup('erin-4.portico')).addresses['60']?.address).toBe(erin)
    const identity = await client().get<{ name: string }>(`/v1/identity/${erin}`, { query: { sender: erin } })
    expect(identity.name).toBe('erin-4.portico')
    const reverse = await client().get<ProfileAnswer[]>(`/v1/profile/reverse/${erin}`, { query: { apiVersion: 2 } })
    expect(reverse.map((p) => p.name)).toEqual(['erin-4.portico'])
    const { suggestions } = await client().get<{ suggestions: { name: string; registered: boolean }[] }>('/v1/profile/suggestions/erin-4', { query: { zone: 'portico' } })
    expect(suggestions[0]).toEqual({ name: 'erin-4.portico', registered: true })
  })

  it('refuses a taken name, a signature of another address, a name against the rule, another chain and an old message', async () => {
    expect(await reason(await signed(5, 'alice.portico'))).toEqual({ status: 409, description: 'Name alice.portico is already registered' })
    const forged = { ...(await signed(5, 'frank.portico')), address: accounts[6]!.address }
    expect(await reason(forged)).toEqual({ status: 401, description: 'The signature does not match the address' })
    expect(await reason(await signed(5, 'abc.portico'))).toEqual({ status: 400, description: 'Invalid name abc.portico' })
    expect(await reason(await signed(5, 'frank_1.portico'))).toEqual({ status: 400, description: 'Invalid name frank_1.portico' })
    expect(await reason(await signed(5, 'frank.eth'))).toEqual({ status: 400, description: 'Invalid name frank.eth' })
    expect(await reason(await signed(5, 'frank.portico', { coin: 60 }))).toEqual({ status: 400, description: 'Unknown coin type 60' })
    expect(await reason(await signed(5, 'frank.portico', { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).toEqual({
      status: 400,
      description: 'The message has expired',
    })
    expect(await lookup('frank.portico').catch((e: unknown) => e)).toMatchObject({ status: 404 })
  })
})

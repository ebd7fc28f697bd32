import { HttpRequestError, type HttpClient } from 'portico'
import { describe, expect, it } from 'vitest'
import { fetchSuggestions, isNameAvailable, isValidName, registrationCoinType } from './registration.js'

/** A blockchain API client that answers `get` with `answer`. */
const apiAnswering = (answer: () => unknown): HttpClient => ({ get: async () => answer() }) as unknown as HttpClient
const failing = (status: number, body?: unknown) => () => {
  throw new HttpRequestError({ status, url: 'http://api.test', body: body === undefined ? undefined : JSON.stringify(body) })
}

describe('the name rule (SPEC §5)', () => {
  it('takes letters, digits and hyphens, at least 4', () => {
    expect(['alice', 'ALICE-2', '1234', 'a-b-'].every(isValidName)).toBe(true)
    expect(['abc', '', 'al ice', 'alice.portico', 'alice_1', 'zoë-1'].some(isValidName)).toBe(false)
  })
})

describe('the registration coin type (SPEC §5)', () => {
  it('is the chain id with the high bit set; 2147483648 or more is "Invalid chainId"', () => {
    expect(registrationCoinType(1)).toBe(2147483649)
    expect(registrationCoinType('31337')).toBe(2147514985)
    expect(registrationCoinType(2147483647)).toBe(4294967295)
    expect(() => registrationCoinType(2147483648)).toThrow('Invalid chainId')
    expect(() => registrationCoinType(-1)).toThrow('Invalid chainId')
  })
})

describe('the profile API calls (SPEC §7, §8)', () => {
  it('keeps only suggestions of the rule in the zone', async () => {
    const api = apiAnswering(() => ({
      suggestions: [
        { name: 'alice1.portico', registered: false },
        { name: 'alice.portico', registered: true },
        { name: 'ev\u202eil.portico', registered: false },
        { name: 'alice.eth', registered: false },
        { name: 42 },
      ],
    }))
    expect(await fetchSuggestions(api, 'alice')).toEqual([
      { name: 'alice1.portico', registered: false },
      { name: 'alice.portico', registered: true },
    ])
  })

  it("throw the catalogue's message, or the API's first reason description when it gives one", async () => {
    await expect(fetchSuggestions(apiAnswering(failing(500)), 'alice')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' })
    await expect(fetchSuggestions(apiAnswering(failing(400, { reasons: [{ description: 'Unknown zone x' }] })), 'alice')).rejects.toMatchObject({
      shortMessage: 'Unknown zone x',
    })
    await expect(isNameAvailable(apiAnswering(failing(503)), 'alice.portico')).rejects.toMatchObject({ shortMessage: 'Error resolving name' })
  })

  it('a name is free when the account endpoint answers 404, taken when it answers a profile', async () => {
    expect(await isNameAvailable(apiAnswering(failing(404, { reasons: [{ description: 'not registered' }] })), 'zed-1.portico')).toBe(true)
    expect(await isNameAvailable(apiAnswering(() => ({ name: 'alice.portico', addresses: {} })), 'alice.portico')).toBe(false)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import { HttpRequestError, InvalidResponseError } from '../errors/errors.js'
import type { Wallet } from '../types/wallet.js'
import { createHttpClient } from './createHttpClient.js'
import { createTestServer, sendJson, type TestServer } from '../../test/createTestServer.js'
import { createWalletDirectory, type WalletDirectory } from './walletDirectory.js'

let server: TestServer
let directory: WalletDirectory

const metamask: Wallet = {
  id: 'mm',
  name: 'MetaMask',
  image_id: 'img-mm',
  image_url: null,
  rdns: 'io.metamask',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
}
const rainbow: Wallet = { id: 'rb', name: 'Rainbow' }
const phantom: Wallet = { id: 'ph', name: 'Phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }

beforeAll(async () => {
  server = await createTestServer()
})

afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  server.routes.clear()
  directory = createWalletDirectory(createHttpClient({ baseUrl: server.baseUrl, projectId: 'p1', clientId: 'c1' }))
})

const requestsTo = (pathname: string) => server.requests.filter((r) => r.url.pathname === pathname)
const paramsOf = (index = -1) => Object.fromEntries(server.requests.at(index)!.url.searchParams)
const standard = { projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION, clientId: 'c1' }

/** Serves /getWallets from `wallets`, honouring include and entries like the real directory. */
function serveWallets(wallets: unknown[]) {
  server.routes.set('/getWallets', (req, res) => {
    const include = req.url.searchParams.get('include')?.split(',')
    const entries = Number(req.url.searchParams.get('entries'))
    const matching = include ? wallets.filter((w) => include.includes((w as Wallet).id)) : wallets
    sendJson(res, 200, { data: matching.slice(0, entries), count: matching.length })
  })
}

describe('fetchConfig', () => {
  it('returns the features of GET /appkit/v1/config (SPEC §7)', async () => {
    const features = [
      { id: 'social_login', isEnabled: true, config: ['google', 'x'] },
      { id: 'swap', isEnabled: false, config: null },
      { id: 'activity', isEnabled: true },
    ]
    server.routes.set('/appkit/v1/config', (_, res) => sendJson(res, 200, { features }))
    expect(await directory.fetchConfig()).toEqual(features)
    expect(paramsOf()).toEqual(standard)
  })

  it('throws on failure so the caller can fall back (SPEC §7)', async () => {
    server.routes.set('/appkit/v1/config', (_, res) => sendJson(res, 503, { error: 'down' }))
    await expect(directory.fetchConfig()).rejects.toBeInstanceOf(HttpRequestError)
    server.routes.set('/appkit/v1/config', (_, res) => sendJson(res, 200, { features: [{ id: 1 }] }))
    await expect(directory.fetchConfig()).rejects.toBeInstanceOf(InvalidResponseError)
  })
})

describe('fetchAllowedOrigins', () => {
  it('returns allowedOrigins of GET /projects/v1/origins (SPEC §7)', async () => {
    server.routes.set('/projects/v1/origins', (_, res) =>
      sendJson(res, 200, { allowedOrigins: ['https://app.test', 'http://localhost:*'] }),
    )
    expect(await directory.fetchAllowedOrigins()).toEqual(['https://app.test', 'http://localhost:*'])
    expect(paramsOf()).toEqual(standard)
  })

  it('returns an empty list on any error (SPEC §7)', async () => {
    server.routes.set('/projects/v1/origins', (_, res) => sendJson(res, 500, {}))
    expect(await directory.fetchAllowedOrigins()).toEqual([])
    server.routes.set('/projects/v1/origins', (_, res) => sendJson(res, 200, { allowedOrigins: 'nope' }))
    expect(await directory.fetchAllowedOrigins()).toEqual([])
    expect(requestsTo('/projects/v1/origins')).toHaveLength(2)
  })
})

describe('getWallets', () => {
  it('sends page, entries, include, exclude, search, badge_type and chains (SPEC §7)', async () => {
    serveWallets([metamask])
    await directory.getWallets({
      page: 3,
      entries: 10,
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'meta',
      badge_type: 'certified',
      chains: ['eip155:1', 'solana:abc'],
    })
    expect(paramsOf()).toEqual({
      ...standard,
      page: '3',
      entries: '10',
      include: 'a,b',
      exclude: 'c',
      search: 'meta',
      badge_type: 'certified',
      chains: 'eip155:1,solana:abc',
    })
  })

  it('returns data and count, keeping the wallet fields of SPEC §3 and its store links, dropping unknown ones', async () => {
    serveWallets([{ ...metamask, homepage: 'https://metamask.io', order: 1, supports: ['x'] }, rainbow])
    expect(await directory.getWallets({ page: 1, entries: 40 })).toEqual({
      data: [{ ...metamask, homepage: 'https://metamask.io' }, rainbow],
      count: 2,
    })
  })

  it('throws InvalidResponseError when a wallet lacks its name (SPEC §3)', async () => {
    serveWallets([{ id: 'x' }])
    await expect(directory.getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('throws HttpRequestError on a non-2xx response (SPEC §7)', async () => {
    server.routes.set('/getWallets', (_, res) => res.writeHead(502).end('bad gateway'))
    await expect(directory.getWallets({ page: 1, entries: 40 })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 502',
    })
  })
})

describe('a directory that answers more than it was asked', () => {
  /** Answers every /getWallets with `count` made-up wallets, whatever it was asked. */
  function serveTooMany(count: number, wallet: (i: number) => unknown = (i) => ({ id: `w${i}`, name: `Wallet ${i}` })) {
    server.routes.set('/getWallets', (_, res) => sendJson(res, 200, { data: Array.from({ length: count }, (_, i) => wallet(i)), count }))
  }

  it('keeps no more wallets than each list asked for (SPEC §7, §9 page sizes)', async () => {
    serveTooMany(20_000)
    expect((await directory.fetchRecommended()).data).toHaveLength(4)
    expect((await directory.fetchWalletsPage({ page: 1 })).data).toHaveLength(40)
    expect((await directory.searchWallets({ search: 'w' })).data).toHaveLength(100)
    // Featured: as many as ids, and only wallets of those ids.
    expect(await directory.fetchFeatured(['w3', 'w1'])).toEqual([{ id: 'w1', name: 'Wallet 1' }])
    expect((await directory.getWallets({ page: 1, entries: 7 })).data.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6'])
  })

  it('does not read what it did not ask for: a broken wallet past the page does not fail it', async () => {
    serveTooMany(10, (i) => (i < 4 ? { id: `w${i}`, name: `Wallet ${i}` } : { broken: true }))
    expect((await directory.fetchRecommended()).data).toHaveLength(4)
  })

  it('bounds what a wallet shows: names cleaned and cut, fields longer than any real one dropped, ids checked', async () => {
    const long = 'https://example.com/' + 'x'.repeat(3000)
    serveWallets([
      { id: 'a', name: 'Trust\u202EtellaW ' + 'y'.repeat(500), image_url: long, mobile_link: long, rdns: 'r'.repeat(300), chains: ['eip155:1', 'c'.repeat(200)] },
    ])
    const [wallet] = (await directory.getWallets({ page: 1, entries: 40 })).data
    expect(wallet?.name.startsWith('TrusttellaW y')).toBe(true)
    expect(wallet?.name).toHaveLength(64)
    expect(wallet).toMatchObject({ image_url: null, mobile_link: null, rdns: null, chains: ['eip155:1'] })
    serveWallets([{ id: 'i'.repeat(200), name: 'Long id' }])
    await expect(directory.getWallets({ page: 1, entries: 40 })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('refuses a count that is not a number of wallets', async () => {
    for (const count of [-1, null, '5']) {
      server.routes.set('/getWallets', (_, res) => sendJson(res, 200, { data: [], count }))
      await expect(directory.getWallets({ page: 1, entries: 4 })).rejects.toBeInstanceOf(InvalidResponseError)
    }
  })
})

describe('page sizes (SPEC §9)', () => {
  beforeEach(() => serveWallets([metamask, rainbow, phantom]))

  it('fetchWalletsPage asks for 40 entries of the given page (SPEC §9)', async () => {
    await directory.fetchWalletsPage({ page: 2, exclude: ['mm'], chains: 'eip155:1' })
    expect(paramsOf()).toEqual({ ...standard, page: '2', entries: '40', exclude: 'mm', chains: 'eip155:1' })
  })

  it('searchWallets asks for the first 100 entries (SPEC §9)', async () => {
    await directory.searchWallets({ search: 'rain', badge_type: 'certified', include: ['rb'] })
    expect(paramsOf()).toEqual({
      ...standard,
      page: '1',
      entries: '100',
      search: 'rain',
      badge_type: 'certified',
      include: 'rb',
    })
  })

  it('fetchRecommended asks for 4 entries (SPEC §9)', async () => {
    const result = await directory.fetchRecommended({ exclude: ['ph'] })
    expect(paramsOf()).toEqual({ ...standard, page: '1', entries: '4', exclude: 'ph' })
    expect(result.count).toBe(3)
    await directory.fetchRecommended()
    expect(paramsOf()).toEqual({ ...standard, page: '1', entries: '4' })
  })

  it('fetchFeatured asks for as many entries as ids and returns them in the order of ids (SPEC §9)', async () => {
    const wallets = await directory.fetchFeatured(['ph', 'missing', 'mm'])
    expect(paramsOf()).toEqual({ ...standard, page: '1', entries: '3', include: 'ph,missing,mm' })
    expect(wallets).toEqual([phantom, metamask])
  })

  it('fetchFeatured makes no call for no ids', async () => {
    expect(await directory.fetchFeatured([])).toEqual([])
    expect(server.requests).toHaveLength(0)
  })
})

describe('images', () => {
  it('builds the image URLs of SPEC §7 with the standard query and encoded ids', () => {
    const query = `?projectId=p1&st=${SDK_TYPE}&sv=${SDK_VERSION}&clientId=c1`
    expect(directory.walletImageUrl('abc')).toBe(`${server.baseUrl}/getWalletImage/abc${query}`)
    expect(directory.assetImageUrl('a/b')).toBe(`${server.baseUrl}/public/getAssetImage/a%2Fb${query}`)
    expect(directory.currencyImageUrl('usd')).toBe(`${server.baseUrl}/public/getCurrencyImage/usd${query}`)
    expect(directory.tokenImageUrl('e t?h')).toBe(`${server.baseUrl}/public/getTokenImage/e%20t%3Fh${query}`)
  })

  it('fetches an image once and returns an object URL of its blob (SPEC §7)', async () => {
    server.routes.set('/getWalletImage/w%201', (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('PNG'))
    const [first, second] = await Promise.all([
      directory.fetchImage('wallet', 'w 1'),
      directory.fetchImage('wallet', 'w 1'),
    ])
    const third = await directory.fetchImage('wallet', 'w 1')
    expect(first).toMatch(/^blob:/)
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(requestsTo('/getWalletImage/w%201')).toHaveLength(1)
    expect(paramsOf()).toEqual(standard)
    const blob = await fetch(first).then((r) => r.blob())
    expect(await blob.text()).toBe('PNG')
  })

  it('keeps images of different kinds apart', async () => {
    server.routes.set('/public/getTokenImage/x', (_, res) => res.writeHead(200).end('token'))
    server.routes.set('/public/getAssetImage/x', (_, res) => res.writeHead(200).end('asset'))
    const token = await directory.fetchImage('token', 'x')
    const asset = await directory.fetchImage('asset', 'x')
    expect(token).not.toBe(asset)
    expect(await (await fetch(asset)).text()).toBe('asset')
  })

  it('does not keep a failed image, so the next call tries again', async () => {
    let fail = true
    server.routes.set('/public/getCurrencyImage/usd', (_, res) =>
      fail ? res.writeHead(500).end() : res.writeHead(200).end('USD'),
    )
    await expect(directory.fetchImage('currency', 'usd')).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
    })
    fail = false
    expect(await directory.fetchImage('currency', 'usd')).toMatch(/^blob:/)
    expect(requestsTo('/public/getCurrencyImage/usd')).toHaveLength(2)
  })

  it('lets one caller stop waiting while the shared download goes on for the others', async () => {
    let answer: () => void = () => {}
    server.routes.set('/getWalletImage/slow', (_, res) => {
      answer = () => res.writeHead(200).end('slow')
    })
    const controller = new AbortController()
    const aborted = directory.fetchImage('wallet', 'slow', { signal: controller.signal })
    const waiting = directory.fetchImage('wallet', 'slow')
    await expect.poll(() => requestsTo('/getWalletImage/slow').length).toBe(1)
    controller.abort(new Error('left the view'))
    await expect(aborted).rejects.toThrow('left the view')
    answer()
    expect(await waiting).toMatch(/^blob:/)
    expect(requestsTo('/getWalletImage/slow')).toHaveLength(1)
  })
})

describe('fetchAnalyticsConfig', () => {
  it('returns isAnalyticsEnabled of GET /getAnalyticsConfig (SPEC §7)', async () => {
    server.routes.set('/getAnalyticsConfig', (_, res) => sendJson(res, 200, { isAnalyticsEnabled: true, other: 1 }))
    expect(await directory.fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    expect(paramsOf()).toEqual(standard)
  })

  it('turns analytics off on any error (SPEC §7)', async () => {
    server.routes.set('/getAnalyticsConfig', (_, res) => sendJson(res, 403, {}))
    expect(await directory.fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    server.routes.set('/getAnalyticsConfig', (_, res) => sendJson(res, 200, { isAnalyticsEnabled: 'yes' }))
    expect(await directory.fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import { AlertErrors } from '../errors/alerts.js'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/errors.js'
import { createHttpClient } from './createHttpClient.js'
import { createTestServer, sendJson, type TestServer } from '../../test/createTestServer.js'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
  server.routes.set('/ok', (_, res) => sendJson(res, 200, { ok: true, extra: 1 }))
  server.routes.set('/echo', (req, res) => sendJson(res, 200, { method: req.method, body: req.body }))
  server.routes.set('/v1/supported-chains', (_, res) => sendJson(res, 200, { http: [], ws: [] }))
  server.routes.set('/not-found', (_, res) => res.writeHead(404).end('no such wallet'))
  server.routes.set('/long-error', (_, res) => res.writeHead(500).end('x'.repeat(5_000)))
  server.routes.set('/bad-json', (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{oops'))
  server.routes.set('/empty', (_, res) => res.writeHead(204).end())
  server.routes.set('/image', (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('PNGDATA'))
  server.routes.set('/hang', () => {})
  server.routes.set('/origin-refused', (_, res) => sendJson(res, 401, { message: 'Unauthorized: origin not allowed' }))
  server.routes.set('/jwt', (_, res) => sendJson(res, 403, { message: 'JWT validation error: JWT Token is not yet valid' }))
  server.routes.set('/bad-key', (_, res) => sendJson(res, 401, { message: 'Unauthorized: invalid key' }))
})

afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
})

const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl: server.baseUrl, projectId: 'p1', ...overrides })

const lastParams = () => Object.fromEntries(server.requests.at(-1)!.url.searchParams)

describe('query parameters', () => {
  it('adds projectId, st, sv and clientId to every call (SPEC §7)', async () => {
    const http = client({ clientId: 'c1' })
    await http.get('/ok')
    expect(lastParams()).toEqual({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION, clientId: 'c1' })
    await http.post('/echo', { body: { a: 1 } })
    expect(lastParams()).toEqual({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION, clientId: 'c1' })
    await http.getBlob('/image')
    expect(lastParams()).toEqual({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION, clientId: 'c1' })
  })

  it('leaves clientId out when it is not set (SPEC §7)', async () => {
    await client().get('/ok')
    expect(lastParams()).toEqual({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION })
  })

  it('reads a clientId function at every call and uses custom sdk type and version (SPEC §7)', async () => {
    const state: { id?: string } = {}
    const http = client({ clientId: () => state.id, sdkType: 'custom', sdkVersion: '9.9.9' })
    await http.get('/ok')
    expect(lastParams()).toEqual({ projectId: 'p1', st: 'custom', sv: '9.9.9' })
    state.id = 'later'
    await http.get('/ok')
    expect(lastParams()).toEqual({ projectId: 'p1', st: 'custom', sv: '9.9.9', clientId: 'later' })
  })

  it('omits undefined, null and empty values and joins arrays with commas', async () => {
    await client().get('/ok', {
      query: { page: 2, include: ['a', 'b c'], exclude: [], search: '', chains: undefined, badge_type: null, flag: false },
    })
    expect(lastParams()).toEqual({
      page: '2',
      include: 'a,b c',
      flag: 'false',
      projectId: 'p1',
      st: SDK_TYPE,
      sv: SDK_VERSION,
    })
  })

  it('does not let a query override projectId (SPEC §7)', async () => {
    await client().get('/ok', { query: { projectId: 'other' } })
    expect(server.requests.at(-1)!.url.searchParams.getAll('projectId')).toEqual(['p1'])
  })
})

describe('url', () => {
  it('joins baseUrl and path whatever their slashes (SPEC §7 lists "v1/supported-chains" and "/v1/identity/...")', () => {
    const expected = `https://api.test/v1/supported-chains?projectId=p1&st=${SDK_TYPE}&sv=${SDK_VERSION}`
    for (const baseUrl of ['https://api.test', 'https://api.test/', 'https://api.test//'])
      for (const path of ['v1/supported-chains', '/v1/supported-chains'])
        expect(createHttpClient({ baseUrl, projectId: 'p1' }).url(path)).toBe(expected)
  })

  it('keeps a path prefix of baseUrl and a query already in the path', () => {
    const http = createHttpClient({ baseUrl: 'https://api.test/base/', projectId: 'p1' })
    expect(http.baseUrl).toBe('https://api.test/base')
    expect(http.url('/x?a=1', { b: 2 })).toBe(`https://api.test/base/x?a=1&b=2&projectId=p1&st=${SDK_TYPE}&sv=${SDK_VERSION}`)
  })

  it('reaches the server with a path without leading slash and a baseUrl with a trailing one (SPEC §7)', async () => {
    const data = await client({ baseUrl: `${server.baseUrl}/` }).get('v1/supported-chains')
    expect(data).toEqual({ http: [], ws: [] })
    expect(server.requests.at(-1)!.url.pathname).toBe('/v1/supported-chains')
  })
})

describe('responses', () => {
  it('returns the JSON body', async () => {
    expect(await client().get('/ok')).toEqual({ ok: true, extra: 1 })
  })

  it('throws HttpRequestError "HTTP status code: {n}" on a non-2xx response (SPEC §7)', async () => {
    const error = await client().get('/not-found').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({
      shortMessage: 'HTTP status code: 404',
      status: 404,
      details: 'no such wallet',
      url: expect.stringContaining('/not-found?projectId=p1'),
    })
  })

  it('throws HttpRequestError for POST and blob calls too, without a long body in details (SPEC §7)', async () => {
    await expect(client().post('/long-error')).rejects.toMatchObject({
      name: 'HttpRequestError',
      shortMessage: 'HTTP status code: 500',
      details: undefined,
    })
    await expect(client().getBlob('/not-found')).rejects.toMatchObject({ shortMessage: 'HTTP status code: 404' })
  })

  it('validates the JSON with a schema and returns the parsed value', async () => {
    const data = await client().get('/ok', { schema: z.object({ ok: z.boolean() }) })
    expect(data).toEqual({ ok: true })
  })

  it('throws InvalidResponseError when the JSON does not match the schema', async () => {
    const error = await client()
      .get('/ok', { schema: z.object({ ok: z.string() }) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).cause).toBeInstanceOf(z.core.$ZodError)
  })

  it('throws InvalidResponseError on a body that is not JSON', async () => {
    await expect(client().get('/bad-json')).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('reads an empty body as undefined, which a schema can reject', async () => {
    expect(await client().get('/empty')).toBeUndefined()
    await expect(client().get('/empty', { schema: z.object({}) })).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('returns a Blob from getBlob', async () => {
    const blob = await client().getBlob('/image')
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/png')
    expect(await blob.text()).toBe('PNGDATA')
  })
})

describe('server messages (SPEC §8)', () => {
  it('passes the alert of each known server message to onAlert, then throws as usual', async () => {
    const onAlert = vi.fn()
    const http = client({ onAlert })
    await expect(http.get('/origin-refused')).rejects.toMatchObject({ shortMessage: 'HTTP status code: 401' })
    await expect(http.post('/jwt')).rejects.toMatchObject({ shortMessage: 'HTTP status code: 403' })
    await expect(http.get('/bad-key')).rejects.toBeInstanceOf(HttpRequestError)
    expect(onAlert.mock.calls).toEqual([
      [AlertErrors.INVALID_APP_CONFIGURATION],
      [AlertErrors.SESSION_EXPIRED],
      [AlertErrors.INVALID_PROJECT_ID],
    ])
  })

  it('raises no alert for other errors', async () => {
    const onAlert = vi.fn()
    await expect(client({ onAlert }).get('/not-found')).rejects.toBeInstanceOf(HttpRequestError)
    expect(onAlert).not.toHaveBeenCalled()
  })
})

describe('POST', () => {
  it('sends the body as JSON with content-type application/json (SPEC §7)', async () => {
    const body = { currency: 'usd', addresses: ['eip155:1:0xabc'], projectId: 'p1' }
    const data = await client().post('/echo', { body, headers: { 'x-extra': 'yes' } })
    expect(data).toEqual({ method: 'POST', body: JSON.stringify(body) })
    const { headers } = server.requests.at(-1)!
    expect(headers['content-type']).toBe('application/json')
    expect(headers['x-extra']).toBe('yes')
  })

  it('sends GET without a body and with the given headers', async () => {
    expect(await client().get('/echo', { headers: { 'x-extra': 'get' } })).toEqual({ method: 'GET', body: '' })
    expect(server.requests.at(-1)!.headers['x-extra']).toBe('get')
  })
})

describe('timeouts and aborts', () => {
  it('aborts a call that takes longer than timeoutMs with a TimeoutError (SPEC §9)', async () => {
    const started = Date.now()
    const error = await client({ timeoutMs: 50 })
      .get('/hang')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).details).toContain('50 ms')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('aborts when the caller aborts its signal, without calling it a timeout', async () => {
    const controller = new AbortController()
    const pending = client({ timeoutMs: 5_000 }).get('/hang', { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(TimeoutError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('does not send a call whose signal is already aborted', async () => {
    const reason = new Error('gone')
    await expect(client().get('/ok', { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(server.requests).toHaveLength(0)
  })
})

describe('fetch', () => {
  it('uses globalThis.fetch looked up at call time', async () => {
    const http = client()
    const fake = vi.fn(async () => new Response('{"stubbed":true}', { status: 200 }))
    vi.stubGlobal('fetch', fake)
    expect(await http.get('/ok')).toEqual({ stubbed: true })
    expect(fake).toHaveBeenCalledWith(expect.stringContaining('/ok?projectId=p1'), expect.objectContaining({ method: 'GET' }))
  })

  it('uses the fetch option when given', async () => {
    const fake = vi.fn(async () => new Response('[1]', { status: 200 }))
    expect(await client({ fetch: fake }).get('/ok')).toEqual([1])
    expect(fake).toHaveBeenCalledTimes(1)
    expect(server.requests).toHaveLength(0)
  })
})

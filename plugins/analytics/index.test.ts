import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestServer, sendJson, type TestServer } from '../../test/createTestServer.js'
import { fakeConnector, mainnet, testEnvironment, withKernel } from '../../test/fixtures.js'
import { createKit } from '../../kernel/createKit.js'
import type { FeatureOptions } from '../../kernel/features/types.js'
import { BUILTIN_PLUGINS } from '../../entry/builtinPlugins.js'

describe('analytics (SPEC §7, §8)', () => {
  let server: TestServer
  const events = () =>
    server.requests
      .filter((r) => r.method === 'POST' && r.url.pathname === '/analytics/e')
      .map((r) => JSON.parse(r.body) as { eventId: string; timestamp: number; props: { event: string; address?: string } })

  beforeEach(async () => {
    server = await createTestServer()
    server.routes.set('/directory/getAnalyticsConfig', (_, res) => sendJson(res, 200, { isAnalyticsEnabled: true }))
    server.routes.set('/analytics/e', (_, res) => sendJson(res, 200, {}))
  })
  afterEach(async () => {
    await server.close()
  })

  function kit(features: FeatureOptions = {}) {
    const connector = fakeConnector()
    return withKernel(createKit(
      {
        projectId: 'analytics-project',
        networks: [mainnet],
        basic: true,
        features,
        apiUrls: { directory: `${server.baseUrl}/directory`, analytics: `${server.baseUrl}/analytics` },
        adapters: [{ namespace: 'eip155', setup: (c) => void c.registerConnector(connector) }],
      },
      { env: testEnvironment(), builtins: { analytics: BUILTIN_PLUGINS.analytics! } },
    ))
  }

  it('posts tracked events with eventId, url, domain, timestamp and the address; never MODAL_CREATED', async () => {
    const k = kit()
    await k.ready()
    await k.connect('test-wallet')
    await k.open()
    await expect.poll(() => events().map((e) => e.props.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    k.close()
    await expect.poll(() => events().length).toBe(3)
    const [connected] = events()
    expect(connected?.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(connected?.props.address).toBe('0x00000000000000000000000000000000000000a1')
    expect(typeof connected?.timestamp).toBe('number')
    expect(events().map((e) => e.props.event)).not.toContain('MODAL_CREATED')
    const request = server.requests.find((r) => r.url.pathname === '/analytics/e')
    expect(request?.url.searchParams.get('projectId')).toBe('analytics-project')
  })

  it('reports failed kit actions with errorType, errorMessage and stackTrace, at most 5 a minute (SPEC §7, §8)', async () => {
    const k = createKit(
      {
        projectId: 'analytics-project',
        networks: [mainnet],
        basic: true,
        apiUrls: { directory: `${server.baseUrl}/directory`, analytics: `${server.baseUrl}/analytics` },
        adapters: [
          {
            namespace: 'eip155',
            setup: (c) => void c.registerConnector(fakeConnector({ connect: () => Promise.reject(new Error('User rejected the request.')) })),
          },
        ],
      },
      { env: testEnvironment(), builtins: { analytics: BUILTIN_PLUGINS.analytics! } },
    )
    await k.ready()
    for (let i = 0; i < 6; i++) await expect(k.connect('test-wallet')).rejects.toThrow('User rejected the request.')
    await k.open()
    type Report = { props: { type: string; event: string; properties: { errorType: string; errorMessage: string; stackTrace: string } } }
    const reports = () => (events() as unknown as Report[]).filter((e) => e.props.event === 'ERROR')
    await expect.poll(() => events().some((e) => e.props.event === 'MODAL_OPEN')).toBe(true)
    await expect.poll(() => reports().length).toBe(5)
    expect(reports()[0]?.props).toMatchObject({
      type: 'error',
      properties: { errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'User rejected the request.', stackTrace: expect.stringContaining('Error: User rejected the request.') },
    })
    k.close()
    await expect.poll(() => events().some((e) => e.props.event === 'MODAL_CLOSE')).toBe(true)
    expect(reports()).toHaveLength(5)
  })

  it('sends nothing when analytics is off, locally or in the project config', async () => {
    const off = kit({ analytics: false })
    await off.open()
    server.routes.set('/directory/getAnalyticsConfig', (_, res) => sendJson(res, 200, { isAnalyticsEnabled: false }))
    const disabled = kit()
    await disabled.open()
    disabled.close()
    await new Promise((r) => setTimeout(r, 100))
    expect(events()).toEqual([])
  })

  it("a 403 shows 'Invalid App Configuration' once and stops sending (SPEC §8)", async () => {
    server.routes.set('/analytics/e', (_, res) => sendJson(res, 403, { error: 'Unauthorized: origin not allowed' }))
    const k = kit()
    await k.open()
    await expect.poll(() => k.kernel.state.alert.open).toBe(true)
    expect(k.kernel.state.alert.shortMessage).toBe('Invalid App Configuration')
    k.kernel.alert.hide()
    k.close()
    await k.open()
    await new Promise((r) => setTimeout(r, 100))
    expect(k.kernel.state.alert.open).toBe(false)
    expect(server.requests.filter((r) => r.url.pathname === '/analytics/e')).toHaveLength(1)
  })
})

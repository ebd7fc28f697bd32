import { describe, expect, it, vi } from 'vitest'
import { solanaMainnet, testEnvironment, testKit } from '../../test/fixtures.js'
import * as entry from './index.js'
import { recentSends, RECENT_SEND_MS } from './recentSends.js'

describe('plugins/activity entry', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "FETCH_TRANSACTIONS_FAILED",
        "createActivityFeed",
        "default",
        "fetchTransactions",
        "historyResponseSchema",
        "isSpamTransaction",
        "isVisibleTransaction",
        "toActivityItems",
      ]
    `)
    expect(entry.default).toMatchObject({ id: 'activity', namespaces: ['eip155'] })
    expect(Object.keys(entry.default.views)).toEqual(['AccountActivity'])
  })

  it('provides AccountActivity as a third-party plugin, and remembers sends while it is set up', async () => {
    let now = 1_000_000
    const kit = testKit({ plugins: [entry.default] }, { builtins: {}, env: testEnvironment({ now: () => now }) })
    await kit.ready()
    expect(kit.kernel.getView('AccountActivity')).toBeUndefined()
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.getView('AccountActivity')).toBeTypeOf('function'))
    const module = await kit.kernel.getView('AccountActivity')?.()
    expect(module?.default).toBeTypeOf('function')

    kit.kernel.events.emit('SEND_SUCCESS', { hash: '0xabc', token: 'ETH' })
    kit.kernel.events.emit('SEND_SUCCESS', {})
    expect(recentSends(kit.kernel)).toEqual([
      { hash: '0xabc', at: 1_000_000 },
      { hash: undefined, at: 1_000_000 },
    ])
    now += RECENT_SEND_MS
    expect(recentSends(kit.kernel)).toEqual([])
    now -= RECENT_SEND_MS
    expect(recentSends(kit.kernel)).toHaveLength(2)
    await kit.destroy()
    expect(recentSends(kit.kernel)).toEqual([])
  })

  it('is not set up without an eip155 network (SPEC §9: activity is eip155 only)', async () => {
    const kit = testKit({ plugins: [entry.default], networks: [solanaMainnet], adapters: [] }, { builtins: {} })
    await kit.ready()
    await kit.open({ view: 'Networks' })
    expect(kit.kernel.getView('AccountActivity')).toBeUndefined()
    await kit.destroy()
  })
})

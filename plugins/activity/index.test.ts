import { describe, expect, it, vi } from 'vitest'
import { solanaMainnet, testEnvironment, testKit } from '../../test/fixtures.js'
import * as entry from './index.js'
import { RECENT_SEND_MS, type RecentSend } from './recentSends.js'

describe('plugins/activity entry', () => {
  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "default",
      ]
    `)
    expect(entry.default).toMatchObject({ id: 'activity' })
    expect(entry.default.namespaces).toBeUndefined()
    expect(Object.keys(entry.default.views ?? {})).toEqual(['AccountActivity'])
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

    const sent = { token: 'ETH', amount: '1', network: 'eip155:1' }
    kit.kernel.events.emit('SEND_SUCCESS', { ...sent, hash: '0xabc' })
    kit.kernel.events.emit('SEND_SUCCESS', { ...sent, hash: '0xdef' })
    const activity = kit.kernel.state.plugins.activity?.api as { recentSends(): RecentSend[] }
    expect(activity.recentSends()).toEqual([
      { hash: '0xabc', at: 1_000_000 },
      { hash: '0xdef', at: 1_000_000 },
    ])
    now += RECENT_SEND_MS
    expect(activity.recentSends()).toEqual([])
    now -= RECENT_SEND_MS
    expect(activity.recentSends()).toHaveLength(2)
    await kit.destroy()
    expect(activity.recentSends()).toEqual([])
    expect(kit.kernel.state.plugins.activity).toBeUndefined()
  })

  it('sets nothing up without a family whose package says the API keeps its history (SPEC §9, `activity`)', async () => {
    const kit = testKit({ plugins: [entry.default], networks: [solanaMainnet], adapters: [] }, { builtins: {} })
    await kit.ready()
    await kit.open({ view: 'Networks' })
    await vi.waitFor(() => expect(kit.kernel.state.plugins.activity).toBeDefined())
    expect(kit.kernel.registrations('accountTabs')).toEqual([])
    expect(kit.kernel.state.plugins.activity?.api).toBeUndefined()
    await kit.destroy()
  })

  it('registers the Activity tab where a configured family has it', async () => {
    const kit = testKit({ plugins: [entry.default] }, { builtins: {} })
    await kit.ready()
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.registrations('accountTabs')).toMatchObject([{ id: 'Activity', view: 'AccountActivity' }]))
    await kit.destroy()
  })
})

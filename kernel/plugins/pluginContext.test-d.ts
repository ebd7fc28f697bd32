// Type tests, checked by `npm run typecheck`: the plugin contract is part of the public API.
import { describe, expectTypeOf, it } from 'vitest'
import type { AppKit } from '../createInstance.js'
import type { KitEvent } from '../events/createEventBus.js'
import type { PluginApiOf, PluginStateOf, ViewData } from '../types/registries.js'
import { definePlugin, type ViewProps } from './definePlugin.js'
import type { PluginContext } from './pluginContext.js'

declare module 'portico' {
  interface ViewDataMap {
    TypeTestStake: { pool: string }
  }
  interface EventMap {
    'typetest:STAKED': { pool: string; amount: string }
  }
  interface PluginMap {
    'type-test': { state: { staked: string }; api: { stake(amount: string): Promise<void> } }
  }
}

describe('declaration merging', () => {
  it('gives a declared view its data and a declared plugin its state and API', () => {
    expectTypeOf<ViewData<'TypeTestStake'>>().toEqualTypeOf<{ pool: string }>()
    expectTypeOf<ViewData<'Connect'>>().toEqualTypeOf<undefined>()
    expectTypeOf<PluginStateOf<'type-test'>>().toEqualTypeOf<{ staked: string }>()
    expectTypeOf<PluginApiOf<'type-test'>>().toEqualTypeOf<{ stake(amount: string): Promise<void> }>()
  })
})

describe('definePlugin', () => {
  it('types the context by the plugin id', () => {
    definePlugin({
      id: 'type-test',
      state: () => ({ staked: '0' }),
      setup(context) {
        expectTypeOf(context).toEqualTypeOf<PluginContext<'type-test'>>()
        expectTypeOf(context.state).toEqualTypeOf<{ staked: string }>()
        expectTypeOf(context.ready()).toEqualTypeOf<Promise<{ stake(amount: string): Promise<void> }>>()
        return { api: { stake: async (amount: string) => void (context.state.staked = amount) } }
      },
    })
  })

  it('takes setupOnUse as a flag or as a function of the context', () => {
    definePlugin({ id: 'type-test', setupOnUse: true })
    definePlugin({ id: 'type-test', setupOnUse: (context) => context.storage.getItem('returning') === null })
    // @ts-expect-error a flag, or a function that says whether it may wait
    definePlugin({ id: 'type-test', setupOnUse: 'later' })
  })

  it('refuses a state or an API of the wrong shape', () => {
    definePlugin({
      id: 'type-test',
      // @ts-expect-error the state of 'type-test' has `staked: string`
      state: () => ({ staked: 0 }),
    })
    definePlugin({
      id: 'type-test',
      // @ts-expect-error the API of 'type-test' has `stake`
      setup: () => ({ api: { unstake: async () => {} } }),
    })
  })

  it('refuses a view that nobody declared', () => {
    definePlugin({
      id: 'type-test',
      // @ts-expect-error 'Undeclared' is in no ViewDataMap
      views: { Undeclared: async () => ({ default: () => null }) },
    })
  })
})

declare const context: PluginContext
declare const kit: AppKit

describe('router, events and open', () => {
  it('checks view data', () => {
    context.router.push('TypeTestStake', { pool: 'eth' })
    context.router.push('Connect')
    // @ts-expect-error TypeTestStake needs its data
    context.router.push('TypeTestStake')
    // @ts-expect-error the pool is a string
    context.router.push('TypeTestStake', { pool: 1 })
    // @ts-expect-error no such view
    context.router.push('NoSuchView')
  })

  it('checks event payloads and gives handlers their payload', () => {
    context.events.emit('typetest:STAKED', { pool: 'eth', amount: '1' })
    context.events.emit('DISCONNECT_SUCCESS')
    // @ts-expect-error the amount is missing
    context.events.emit('typetest:STAKED', { pool: 'eth' })
    context.events.on('SEND_SUCCESS', (sent) => expectTypeOf(sent.hash).toEqualTypeOf<string>())
    context.events.onAny((event) => expectTypeOf(event).toEqualTypeOf<KitEvent>())
  })

  it("checks a host's open({ view, data })", () => {
    void kit.open({ view: 'TypeTestStake', data: { pool: 'eth' } })
    // @ts-expect-error the pool is a string
    void kit.open({ view: 'TypeTestStake', data: { pool: 1 } })
  })

  it('gives a view the data of its name', () => {
    expectTypeOf<ViewProps<'SwitchNetwork'>['data']['network']['caipNetworkId']>().toBeString()
  })

  it('adds Account actions that open a declared view', () => {
    const remove = context.registerAccountAction({ id: 'stake', label: 'typetest.stake', view: 'TypeTestStake' })
    expectTypeOf(remove).toEqualTypeOf<() => void>()
    // @ts-expect-error 'Undeclared' is in no ViewDataMap
    context.registerAccountAction({ id: 'nope', label: 'typetest.nope', view: 'Undeclared' })
    expectTypeOf(context.events.recent('ERROR_REPORT')).toEqualTypeOf<readonly KitEvent[]>()
  })

  it('adds Account tabs, wallet features and Connect methods that open a declared view', () => {
    expectTypeOf(context.registerAccountTab({ id: 'stakes', label: 'typetest.tab', view: 'TypeTestStake' })).toEqualTypeOf<() => void>()
    context.registerWalletFeature({ id: 'stake', label: 'typetest.stake', view: 'TypeTestStake' })
    context.registerConnectMethod({ id: 'stake', method: 'social', provider: 'google', label: 'typetest.stake', view: 'TypeTestStake' })
    // @ts-expect-error a Connect method takes its place by a method of the connect method order
    context.registerConnectMethod({ id: 'stake', method: 'passkey', label: 'typetest.stake', view: 'TypeTestStake' })
    // @ts-expect-error 'Undeclared' is in no ViewDataMap
    context.registerAccountTab({ id: 'nope', label: 'typetest.nope', view: 'Undeclared' })
  })

  it('places a Connect method in the wallet list, in place, or as the way to pair directory wallets', () => {
    context.registerConnectMethod({ id: 'pair', method: 'wallet', section: 'walletConnect', icon: 'qr', label: 'Pair', view: 'TypeTestStake', connectsWallets: true, startView: 'TypeTestStake' })
    context.registerConnectMethod({ id: 'field', method: 'email', label: 'typetest.email', view: 'TypeTestStake', inline: true })
    // @ts-expect-error a section of the connector type order
    context.registerConnectMethod({ id: 'pair', method: 'wallet', section: 'somewhere', label: 'Pair', view: 'TypeTestStake' })
    // @ts-expect-error one of the modal's icons
    context.registerConnectMethod({ id: 'pair', method: 'wallet', icon: 'rocket', label: 'Pair', view: 'TypeTestStake' })
  })
})

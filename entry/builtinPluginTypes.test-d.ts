// Type tests, checked by `npm run typecheck`: what a host types against the `portico` entry, the built-in plugins'
// views and events included (each plugin declares them by declaration merging; entry/hostTypes.test.ts checks
// that a host's own program gets them from the entry alone).
import { describe, expectTypeOf, it } from 'vitest'
import type { AppKit, EventMap, SendEventProperties, ViewData } from 'portico'

describe("the built-in plugins' declarations", () => {
  it('type open() with their views and data', () => {
    const kit = {} as AppKit
    void kit.open({ view: 'Swap', arguments: { amount: '0.1', fromToken: 'ETH', toToken: 'USDC' } })
    void kit.open({ view: 'WalletSend' })
    void kit.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
    // @ts-expect-error: Swap takes token symbols and an amount, nothing else
    void kit.open({ view: 'Swap', arguments: { pool: 'x' } })
    // @ts-expect-error: no view of that name
    void kit.open({ view: 'NoSuchView' })
    expectTypeOf<ViewData<'SIWXSignMessage'>>().toEqualTypeOf<undefined>()
    expectTypeOf<ViewData<'RegisterAccountNameSuccess'>>().toEqualTypeOf<{ name: string }>()
  })

  it('type their events', () => {
    expectTypeOf<EventMap['SEND_SUCCESS']>().toEqualTypeOf<SendEventProperties & { hash: string }>()
    expectTypeOf<EventMap['ERROR_FETCH_TRANSACTIONS']['isSmartAccount']>().toEqualTypeOf<boolean>()
    expectTypeOf<EventMap['SIWX_AUTH_SUCCESS']>().toEqualTypeOf<Record<string, unknown>>()
  })
})

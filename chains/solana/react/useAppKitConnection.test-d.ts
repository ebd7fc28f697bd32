// Type tests, checked by `npm run typecheck`: the connection is @solana/kit's own RPC client type.
import type { Address, Lamports, Rpc, SolanaRpcApi } from '@solana/kit'
import { describe, expectTypeOf, it } from 'vitest'
import type { AppKit } from '../../../kernel/createInstance.js'
import { getSolanaConnection, useAppKitConnection, type SolanaConnection } from './index.js'

describe('portico/chains/solana/react types', () => {
  it('gives an Rpc<SolanaRpcApi> or undefined, whose calls are typed', () => {
    expectTypeOf<SolanaConnection>().toEqualTypeOf<Rpc<SolanaRpcApi>>()
    expectTypeOf(useAppKitConnection).returns.toEqualTypeOf<{ connection: Rpc<SolanaRpcApi> | undefined }>()
    expectTypeOf(getSolanaConnection).parameters.toEqualTypeOf<[kit?: AppKit | undefined]>()
    expectTypeOf(getSolanaConnection).returns.resolves.toEqualTypeOf<Rpc<SolanaRpcApi> | undefined>()
    type Balance = Awaited<ReturnType<ReturnType<SolanaConnection['getBalance']>['send']>>
    expectTypeOf<Parameters<SolanaConnection['getBalance']>[0]>().toEqualTypeOf<Address>()
    expectTypeOf<Balance['value']>().toEqualTypeOf<Lamports>()
  })
})

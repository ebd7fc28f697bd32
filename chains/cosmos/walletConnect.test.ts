import { Secp256k1HdWallet, type StdSignDoc } from '@cosmjs/amino'
import { describe, expect, it } from 'vitest'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { WALLET_CAPABILITIES } from '../../kernel/connection/getChainActions.js'
import { cosmosHub } from '../../networks/index.js'
import { cosmos } from './cosmos.js'
import { verifyCosmosMessage } from './siwx/verifyCosmosMessage.js'

/** Capabilities that talk to the connected wallet: over WalletConnect, each is a request of the session. */
const WALLET_BOUND = WALLET_CAPABILITIES.filter((name) => name !== 'nameCoinTypes')

describe('cosmos in a WalletConnect session', () => {
  it('asks a wallet for exactly the methods its capabilities call over a session', async () => {
    const adapter = cosmos({ discovery: false })
    const key = await Secp256k1HdWallet.fromMnemonic('test test test test test test test test test test test junk', { prefix: 'cosmos' })
    const { address } = (await key.getAccounts())[0]!
    const called: string[] = []
    // A session's provider: each request names its method and chain, and the wallet signs with its key.
    const provider = {
      async request({ method, params }: { method: string; params: { signerAddress: string; signDoc: StdSignDoc } }, chain?: string) {
        called.push(method)
        expect(chain).toBe(cosmosHub.caipNetworkId)
        return key.signAmino(params.signerAddress, params.signDoc)
      },
    }
    const wallet: WalletContext = { provider, address, network: cosmosHub }
    // The adapter has no wallet-bound capability besides signing a message: a new one must join this test.
    expect(WALLET_BOUND.filter((name) => name in adapter)).toEqual(['signMessage'])
    const signature = await adapter.signMessage!(wallet, { message: 'Hello' })
    expect(verifyCosmosMessage({ message: 'Hello', signature, address })).toBe(true)
    const { methods } = await adapter.walletConnect!()
    expect([...new Set(called)].sort()).toEqual([...methods].sort())
  })
})

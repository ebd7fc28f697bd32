import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { WALLET_CAPABILITIES } from '../../kernel/connection/getChainActions.js'
import { polkadot as polkadotRelay } from '../../networks/index.js'
import { polkadot } from './polkadot.js'
import { verifyPolkadotMessage } from './siwx/verifyPolkadotMessage.js'

/** Capabilities that talk to the connected wallet: over WalletConnect, each is a request of the session. */
const WALLET_BOUND = WALLET_CAPABILITIES.filter((name) => name !== 'nameCoinTypes')

beforeAll(() => cryptoWaitReady())

describe('polkadot in a WalletConnect session', () => {
  it('asks a wallet for exactly the methods its capabilities call over a session', async () => {
    const adapter = polkadot({ discovery: false })
    const pair = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromMnemonic(mnemonicGenerate())
    const called: string[] = []
    // A session's provider: each request names its method and chain; the wallet signs the message wrapped in <Bytes>.
    const provider = {
      async request({ method, params }: { method: string; params: { address: string; message: string } }, chain?: string) {
        called.push(method)
        expect(chain).toBe(polkadotRelay.caipNetworkId)
        expect(params.address).toBe(pair.address)
        return { signature: u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(params.message)))) }
      },
    }
    const wallet: WalletContext = { provider, address: pair.address, network: polkadotRelay }
    // The adapter has no wallet-bound capability besides signing a message: a new one must join this test.
    expect(WALLET_BOUND.filter((name) => name in adapter)).toEqual(['signMessage'])
    const signature = await adapter.signMessage!(wallet, { message: 'Hello' })
    expect(verifyPolkadotMessage({ message: 'Hello', signature, address: pair.address })).toBe(true)
    const { methods } = await adapter.walletConnect!()
    expect([...new Set(called)].sort()).toEqual([...methods].sort())
  })
})

import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { NETWORK, p2wpkh, Transaction, WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { WALLET_CAPABILITIES } from '../../kernel/connection/getChainActions.js'
import { bitcoin } from '../../networks/index.js'
import { bip122 } from './bip122.js'
import { verifyBitcoinMessage } from './siwx/verifyBitcoinMessage.js'

/** Capabilities that talk to the connected wallet: over WalletConnect, each is a request of the session. */
const WALLET_BOUND = WALLET_CAPABILITIES.filter((name) => name !== 'nameCoinTypes')

const KEY = secp256k1.utils.randomPrivateKey()
const ADDRESS = p2wpkh(secp256k1.getPublicKey(KEY, true), NETWORK).address as string
const RECEIVER = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), NETWORK).address as string
const FUNDING_TXID = 'ab'.repeat(32)

/** The network's Esplora API, in memory: one output of 1 BTC, 2 sat/vB, broadcasts taken and at once in a block. */
function esplora() {
  const broadcast: string[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/api/u, '')
    const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
    if (path === `/address/${ADDRESS}/utxo`) return json([{ txid: FUNDING_TXID, vout: 0, value: 100_000_000, status: { confirmed: true } }])
    if (path === '/fee-estimates') return json({ 1: 2 })
    if (path === '/tx' && init?.method === 'POST') {
      broadcast.push(String(init.body))
      return new Response(Transaction.fromRaw(hex.decode(String(init.body))).id)
    }
    if (/^\/tx\/[0-9a-f]{64}\/status$/u.test(path)) return json({ confirmed: true })
    return new Response('not found', { status: 404 })
  })
  return broadcast
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('bip122 in a WalletConnect session', () => {
  it('asks a wallet for exactly the methods its capabilities call over a session: signMessage and signPsbt', async () => {
    const broadcast = esplora()
    const adapter = bip122({ discovery: false })
    await adapter.setup({ networks: [bitcoin], customRpcUrls: {}, registerConnector: () => () => {} } as never)
    const called: { method: string; params: Record<string, unknown> }[] = []
    // A session's provider: WalletConnect's Bitcoin RPC, answered with the key (a BIP-322 signature in hex, as some
    // wallets answer; the PSBT signed and not broadcast).
    const provider = {
      async request({ method, params }: { method: string; params: Record<string, unknown> }, chain?: string) {
        called.push({ method, params })
        expect(chain).toBe(bitcoin.caipNetworkId)
        expect(params['account']).toBe(ADDRESS)
        if (method === 'signMessage') {
          const signature = Signer.sign(WIF(NETWORK).encode(KEY), ADDRESS, String(params['message'])) as string
          return { address: ADDRESS, signature: hex.encode(base64.decode(signature)) }
        }
        if (method === 'signPsbt') {
          const tx = Transaction.fromPSBT(base64.decode(String(params['psbt'])))
          for (const { index } of params['signInputs'] as { index: number }[]) tx.signIdx(KEY, index)
          return { psbt: base64.encode(tx.toPSBT()) }
        }
        throw new Error(`unexpected ${method}`)
      },
    }
    const wallet: WalletContext = { provider, address: ADDRESS, network: bitcoin }

    // Every wallet-bound capability the adapter has is run here: a new one must join this test.
    expect(WALLET_BOUND.filter((name) => name in adapter)).toEqual(['signMessage', 'sendNative', 'waitForTransaction', 'nativeFeeReserve', 'estimateFee'])
    const signature = await adapter.signMessage!(wallet, { message: 'Hello' })
    expect(verifyBitcoinMessage({ message: 'Hello', signature, address: ADDRESS })).toBe(true)
    expect(called[0]?.params).toEqual({ account: ADDRESS, address: ADDRESS, message: 'Hello', protocol: 'bip322' })
    expect(await adapter.estimateFee!(wallet, { to: RECEIVER, amount: 25_000_000n })).toBeGreaterThan(0n)
    expect(await adapter.nativeFeeReserve!(wallet, {})).toBeGreaterThan(0n)
    const txid = await adapter.sendNative!(wallet, { to: RECEIVER, amount: 25_000_000n })
    expect(called[1]?.params).toMatchObject({ account: ADDRESS, signInputs: [{ address: ADDRESS, index: 0 }], broadcast: false })
    expect(broadcast).toHaveLength(1)
    expect(Transaction.fromRaw(hex.decode(broadcast[0]!)).id).toBe(txid)
    expect(await adapter.waitForTransaction!(wallet, { hash: txid })).toBe('success')

    const { methods } = await adapter.walletConnect!()
    expect([...new Set(called.map((c) => c.method))].sort()).toEqual([...methods].sort())
  })
})

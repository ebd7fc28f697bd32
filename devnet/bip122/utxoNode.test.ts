import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Verifier } from 'bip322-js'
import { NETWORK, p2wpkh } from '@scure/btc-signer'
import { hex } from '@scure/base'
import { createApiServer, type ApiServer } from '../api/createApiServer.js'
import { createStore } from '../store.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import type { BitcoinWallet } from '../../chains/bip122/bitcoinWallet.js'
import { sendNative, estimateFee, signMessage } from '../../chains/bip122/walletActions.js'
import { getBalances } from '../../chains/bip122/getBalances.js'
import { verifyBitcoinMessage } from '../../chains/bip122/siwx/verifyBitcoinMessage.js'
import { startUtxoNode, type UtxoNode } from './startUtxoNode.js'
import { signBip322WithKey, signLegacyWithKey, signPsbtWithKey } from './utxoSigner.js'
import { LOCAL_UTXO_CAIP_ID, LOCAL_UTXO_REFERENCE, utxoDevnetAccounts, utxoKeypair } from './utxoKeys.js'

const accounts = utxoDevnetAccounts(2)
let node: UtxoNode
let api: ApiServer

beforeAll(async () => {
  node = await startUtxoNode({ accounts })
  api = await createApiServer({ db: await createStore() })
  api.state.utxo = { caipNetworkId: LOCAL_UTXO_CAIP_ID, node }
}, 60_000)

afterAll(async () => {
  await api?.close()
  await node?.stop()
})

const network = () =>
  defineNetwork({
    id: LOCAL_UTXO_REFERENCE,
    name: 'UTXO Local',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Regtest Litecoin', symbol: 'rLTC', decimals: 8 },
    rpcUrls: { default: { http: [`${api.url}/utxo/api`] } },
  })

/** A wallet holding devnet account `index`, signing in this process. */
function walletOf(index: number, asked: string[] = []) {
  const account = accounts[index]!
  const wallet: BitcoinWallet = {
    name: 'Node wallet',
    icon: '',
    connect: async () => [{ address: account.address, publicKey: account.publicKey, purpose: 'payment' }],
    disconnect: async () => {},
    signMessage: async ({ message }) => signBip322WithKey(message, account.privateKey),
    signPsbt: async ({ psbt, inputs }) => {
      asked.push('signPsbt')
      return signPsbtWithKey(psbt, account.privateKey, inputs[0]!.indexes)
    },
  }
  const provider = { wallet, accounts: [{ address: account.address, publicKey: account.publicKey, purpose: 'payment' as const }] }
  return { provider, address: account.address, network: network() }
}

describe('the local UTXO network (litecoind regtest) and its Esplora-shaped API', () => {
  it('lists the funded outputs of an account, and refuses an address of another network', async () => {
    const response = await fetch(`${api.url}/utxo/api/address/${accounts[0]!.address}/utxo`)
    const utxos = (await response.json()) as { value: number; status: { confirmed: boolean } }[]
    expect(utxos).toHaveLength(1)
    expect(utxos[0]).toMatchObject({ value: 10 * 1e8, status: { confirmed: true } })
    const bitcoinAddress = p2wpkh(hex.decode(accounts[0]!.publicKey), NETWORK).address as string
    expect((await fetch(`${api.url}/utxo/api/address/${bitcoinAddress}/utxo`)).status).toBe(400)
    const fees = (await (await fetch(`${api.url}/utxo/api/fee-estimates`)).json()) as Record<string, number>
    expect(fees['1']).toBeGreaterThanOrEqual(1)
  })

  it('sends through the chain package: a PSBT signed by the wallet, broadcast, confirmed, balances follow', async () => {
    const receiver = utxoKeypair('receiver of a unit test')
    const asked: string[] = []
    const wallet = walletOf(1, asked)
    const fee = await estimateFee(wallet, { to: receiver.address, amount: 150_000_000n })
    expect(fee).toBeGreaterThan(0n)
    const txid = await sendNative(wallet, { to: receiver.address, amount: 150_000_000n })
    expect(asked).toEqual(['signPsbt'])
    const status = (await (await fetch(`${api.url}/utxo/api/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
    expect((await getBalances({ address: receiver.address, network: network() }, { customRpcUrls: {} })).native).toEqual({ balance: '1.5', symbol: 'rLTC' })
    const sender = await getBalances({ address: accounts[1]!.address, network: network() }, { customRpcUrls: {} })
    expect(Number(sender.native.balance)).toBeCloseTo(10 - 1.5 - Number(fee) / 1e8, 8)
  })

  it('refuses a send the funds cannot cover before the wallet is asked', async () => {
    const asked: string[] = []
    await expect(sendNative(walletOf(0, asked), { to: accounts[1]!.address, amount: 11n * 10n ** 8n })).rejects.toThrow('Insufficient funds')
    expect(asked).toEqual([])
  })

  it('signs messages that bip322-js and the package verifier both accept', async () => {
    const account = accounts[0]!
    const signature = await signMessage(walletOf(0), { message: 'Hello World' })
    const mainnetAddress = p2wpkh(hex.decode(account.publicKey), NETWORK).address as string
    expect(Verifier.verifySignature(mainnetAddress, 'Hello World', signature)).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Hello World', signature, address: account.address })).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Hello World!', signature, address: account.address })).toBe(false)
    expect(verifyBitcoinMessage({ message: 'Hello World', signature, address: accounts[1]!.address })).toBe(false)
    const legacy = signLegacyWithKey('Hello World', account.privateKey)
    expect(Verifier.verifySignature(mainnetAddress, 'Hello World', legacy)).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Hello World', signature: legacy, address: account.address })).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Hello', signature: legacy, address: account.address })).toBe(false)
  })

  it('verifies the BIP-322 specification vector', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const signature = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(verifyBitcoinMessage({ message: 'Hello World', signature, address })).toBe(true)
    expect(verifyBitcoinMessage({ message: 'Hello World.', signature, address })).toBe(false)
  })
})

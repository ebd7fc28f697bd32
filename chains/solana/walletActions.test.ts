import type { Wallet } from '@wallet-standard/base'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineNetwork } from '../../networks/defineNetwork.js'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { signWireTransaction } from '../../devnet/solana/signWireTransaction.js'
import { SOLANA_TEST_TOKEN } from '../../devnet/solana/createSolanaLedger.js'
import { SOLANA_DEVNET_CAIP_ID, SOLANA_DEVNET_REFERENCE, solanaDevnetAccounts, solanaKeypair, signWithKey } from '../../devnet/solana/solanaKeys.js'
import { startSolanaRpc, type SolanaRpc } from '../../devnet/solana/startSolanaRpc.js'
import type { SolanaWalletProvider } from './createWalletStandardConnector.js'
import { getBalances } from './getBalances.js'
import { sendNative, sendToken, signMessage, waitForTransaction } from './walletActions.js'

const accounts = solanaDevnetAccounts(2)
const [alice, bob] = accounts as [(typeof accounts)[number], (typeof accounts)[number]]
let rpc: SolanaRpc

beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts })
})
afterAll(() => rpc.close())

const network = () =>
  defineNetwork({
    id: SOLANA_DEVNET_REFERENCE,
    name: 'Local',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpc.url] } },
  })

/** A Wallet Standard wallet that signs with alice's key in process; `reject` makes the user refuse. */
function walletContext({ reject = false, signOnly = false } = {}): WalletContext & { chains: string[] } {
  const chains: string[] = []
  const refuse = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const wallet = {
    name: 'Test',
    features: {
      'solana:signMessage': {
        signMessage: async ({ message }: { message: Uint8Array }) => {
          if (reject) throw refuse()
          return [{ signedMessage: message, signature: signWithKey(alice.secretKey, message) }]
        },
      },
      'solana:signTransaction': {
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async ({ transaction, chain }: { transaction: Uint8Array; chain: string }) => {
          chains.push(chain)
          if (reject) throw refuse()
          return [{ signedTransaction: signWireTransaction(transaction, alice) }]
        },
      },
      ...(signOnly
        ? {}
        : {
            'solana:signAndSendTransaction': {
              supportedTransactionVersions: ['legacy', 0],
              signAndSendTransaction: async ({ transaction, chain }: { transaction: Uint8Array; chain: string }) => {
                chains.push(chain)
                if (reject) throw refuse()
                const signed = signWireTransaction(transaction, alice)
                const response = await fetch(rpc.url, {
                  method: 'POST',
                  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [Buffer.from(signed).toString('base64'), { encoding: 'base64' }] }),
                })
                const { result } = (await response.json()) as { result: string }
                return [{ signature: base58.decode(result) }]
              },
            },
          }),
    },
  } as unknown as Wallet
  const provider: SolanaWalletProvider = { wallet, account: { address: alice.address, publicKey: new Uint8Array(32), chains: [SOLANA_DEVNET_CAIP_ID], features: [] } }
  return { provider, address: alice.address, network: network(), chains }
}

const solBalance = async (address: string) =>
  (await getBalances({ address, network: network() }, { blockchainApi: () => Promise.reject(new Error('down')), customRpcUrls: {} })).native.balance

describe('solana wallet actions against a local Solana network', () => {
  it('signs a message with solana:signMessage (base58 ed25519 signature)', async () => {
    const signature = await signMessage(walletContext(), { message: 'hello' })
    expect(base58.decode(signature)).toEqual(signWithKey(alice.secretKey, new TextEncoder().encode('hello')))
  })

  it('sends SOL through signAndSendTransaction on the CAIP chain and waits for it', async () => {
    const before = await solBalance(bob.address)
    const context = walletContext()
    const signature = await sendNative(context, { to: bob.address, amount: 1_500_000_000n })
    expect(context.chains).toEqual([SOLANA_DEVNET_CAIP_ID])
    expect(await waitForTransaction(context, { hash: signature })).toBe('success')
    expect(Number(await solBalance(bob.address))).toBe(Number(before) + 1.5)
  })

  it('sends the SPL token to an address without a token account, through signTransaction and the RPC', async () => {
    const carol = solanaKeypair('carol of walletActions').address
    await sendToken(walletContext({ signOnly: true }), { token: SOLANA_TEST_TOKEN.mint, to: carol, amount: 2_000_000n })
    const { tokens } = await getBalances({ address: carol, network: network() }, { blockchainApi: () => Promise.reject(new Error('down')), customRpcUrls: {} })
    expect(tokens.map((token) => [token.address, token.quantity])).toEqual([
      [undefined, { decimals: '9', numeric: '0' }],
      [`${SOLANA_DEVNET_CAIP_ID}:${SOLANA_TEST_TOKEN.mint}`, { decimals: '6', numeric: '2' }],
    ])
  })

  it("turns the user's refusal into 'Signature declined'", async () => {
    await expect(sendNative(walletContext({ reject: true }), { to: bob.address, amount: 1n })).rejects.toThrow('Signature declined')
    await expect(signMessage(walletContext({ reject: true }), { message: 'hi' })).rejects.toThrow('Signature declined')
  })

  it('reads balances from the blockchain API first', async () => {
    const api = { get: vi.fn(async () => ({ balances: [{ name: 'Solana', symbol: 'SOL', chainId: SOLANA_DEVNET_CAIP_ID, price: 150, quantity: { decimals: 9, numeric: '3' } }] })) }
    const balances = await getBalances({ address: alice.address, network: network() }, { blockchainApi: async () => api as never, customRpcUrls: {} })
    expect(balances.native).toEqual({ balance: '3', symbol: 'SOL' })
    expect(api.get).toHaveBeenCalledWith(`/v1/account/${alice.address}/balance`, expect.objectContaining({ query: { currency: 'usd', chainId: SOLANA_DEVNET_CAIP_ID } }))
  })
})

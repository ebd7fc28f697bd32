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

/**
 * A WalletConnect session on solana as the kit's provider sees it: WalletConnect's Solana RPC answered with alice's
 * key in process. `methods` are the session's; `signatureOnly` answers solana_signTransaction with just the signature.
 */
function sessionContext({ methods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], signatureOnly = false, reject = false } = {}) {
  const requests: { method: string; chain: string | undefined }[] = []
  const provider = {
    session: { namespaces: { solana: { methods } } },
    async request({ method, params }: { method: string; params: Record<string, unknown> }, chain?: string) {
      requests.push({ method, chain })
      if (reject) throw Object.assign(new Error('User rejected.'), { code: 5000 })
      switch (method) {
        case 'solana_signMessage':
          expect(params['pubkey']).toBe(alice.address)
          return { signature: base58.encode(signWithKey(alice.secretKey, base58.decode(params['message'] as string))) }
        case 'solana_signTransaction': {
          const signed = signWireTransaction(Buffer.from(params['transaction'] as string, 'base64'), alice)
          return signatureOnly ? { signature: base58.encode(signed.subarray(1, 65)) } : { transaction: Buffer.from(signed).toString('base64') }
        }
        case 'solana_signAndSendTransaction': {
          const signed = signWireTransaction(Buffer.from(params['transaction'] as string, 'base64'), alice)
          const response = await fetch(rpc.url, {
            method: 'POST',
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [Buffer.from(signed).toString('base64'), { encoding: 'base64' }] }),
          })
          return { signature: ((await response.json()) as { result: string }).result }
        }
        default:
          throw new Error(`unexpected ${method}`)
      }
    },
  }
  const context: WalletContext = { provider, address: alice.address, network: network() }
  return { context, requests }
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

  describe('over a WalletConnect session (solana_* requests on the CAIP chain)', () => {
    it('signs a message with solana_signMessage', async () => {
      const { context, requests } = sessionContext()
      const signature = await signMessage(context, { message: 'hello' })
      expect(base58.decode(signature)).toEqual(signWithKey(alice.secretKey, new TextEncoder().encode('hello')))
      expect(requests).toEqual([{ method: 'solana_signMessage', chain: SOLANA_DEVNET_CAIP_ID }])
    })

    it('sends SOL with solana_signAndSendTransaction when the session has it', async () => {
      const before = await solBalance(bob.address)
      const { context, requests } = sessionContext()
      await sendNative(context, { to: bob.address, amount: 250_000_000n })
      expect(requests.map((r) => r.method)).toEqual(['solana_signAndSendTransaction'])
      expect(Number(await solBalance(bob.address))).toBe(Number(before) + 0.25)
    })

    it('sends the SPL token with solana_signTransaction and the RPC, also when the wallet answers only the signature', async () => {
      const dave = solanaKeypair('dave of walletActions').address
      const { context, requests } = sessionContext({ methods: ['solana_signTransaction'], signatureOnly: true })
      await sendToken(context, { token: SOLANA_TEST_TOKEN.mint, to: dave, amount: 3_000_000n })
      expect(requests.map((r) => r.method)).toEqual(['solana_signTransaction'])
      const { tokens } = await getBalances({ address: dave, network: network() }, { blockchainApi: () => Promise.reject(new Error('down')), customRpcUrls: {} })
      expect(tokens.find((token) => token.address?.endsWith(SOLANA_TEST_TOKEN.mint))?.quantity).toEqual({ decimals: '6', numeric: '3' })
    })

    it("turns the wallet's USER_REJECTED into 'Signature declined'", async () => {
      await expect(sendNative(sessionContext({ reject: true }).context, { to: bob.address, amount: 1n })).rejects.toThrow('Signature declined')
      await expect(signMessage(sessionContext({ reject: true }).context, { message: 'hi' })).rejects.toThrow('Signature declined')
    })
  })
})

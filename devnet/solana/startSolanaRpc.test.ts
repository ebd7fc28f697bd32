import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import { base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SOLANA_ACCOUNT_LAMPORTS, SOLANA_ACCOUNT_TOKENS, SOLANA_TEST_TOKEN } from './createSolanaLedger.js'
import { signWireTransaction } from './signWireTransaction.js'
import { SOLANA_GENESIS_HASH, solanaDevnetAccounts, solanaKeypair } from './solanaKeys.js'
import { startSolanaRpc, type SolanaRpc } from './startSolanaRpc.js'

const accounts = solanaDevnetAccounts(2)
const [alice, bob] = accounts as [(typeof accounts)[number], (typeof accounts)[number]]
let rpc: SolanaRpc

async function call<T = unknown>(method: string, params: unknown[] = []): Promise<{ result?: T; error?: { code: number; message: string } }> {
  const response = await fetch(rpc.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'solana-client': 'js/1.0.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: T; error?: { code: number; message: string } }
}

async function transaction(from: string, instructions: Instruction[], blockhash?: string): Promise<string> {
  const latest = (await call<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash')).result!.value
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: (blockhash ?? latest.blockhash) as Blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const unsigned = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
  const signer = accounts.find((account) => account.address === from)!
  return base64.encode(signWireTransaction(unsigned, signer))
}

const balance = async (owner: string) => (await call<{ value: number }>('getBalance', [owner])).result!.value
const tokenAmounts = async (owner: string) =>
  (
    await call<{ value: { account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } } }[] }>(
      'getTokenAccountsByOwner',
      [owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }],
    )
  ).result!.value.map(({ account }) => account.data.parsed.info)

beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts })
})
afterAll(async () => {
  await rpc.close()
})

describe('startSolanaRpc', () => {
  it('answers CORS preflights from any origin, with any header', async () => {
    const response = await fetch(rpc.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-headers': 'solana-client' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('*')
  })

  it('starts with funded test accounts holding the test token', async () => {
    expect(await balance(alice.address)).toBe(Number(SOLANA_ACCOUNT_LAMPORTS))
    expect(await tokenAmounts(alice.address)).toEqual([
      { isNative: false, mint: SOLANA_TEST_TOKEN.mint, owner: alice.address, state: 'initialized', tokenAmount: expect.objectContaining({ amount: String(SOLANA_ACCOUNT_TOKENS), decimals: 6, uiAmountString: '1000' }) },
    ])
    expect((await call('getGenesisHash')).result).toBe(SOLANA_GENESIS_HASH)
    expect((await call('noSuchMethod')).error?.code).toBe(-32601)
  })

  it('runs a SOL transfer signed with the sender key; the signature is final; a replay is refused', async () => {
    const before = await balance(bob.address)
    const wire = await transaction(alice.address, [getTransferSolInstruction({ source: createNoopSigner(address(alice.address)), destination: address(bob.address), amount: 10n ** 9n })])
    const { result: signature } = await call<string>('sendTransaction', [wire, { encoding: 'base64' }])
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/u)
    const statuses = await call<{ value: { err: unknown; confirmationStatus: string }[] }>('getSignatureStatuses', [[signature, '1111111111111111111111111111111111111111111111111111111111111111']])
    expect(statuses.result?.value).toEqual([expect.objectContaining({ err: null, confirmationStatus: 'finalized' }), null])
    expect(await balance(bob.address)).toBe(before + 10 ** 9)
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error?.message).toMatch(/^Transaction simulation failed/u)
  })

  it('refuses a transaction signed by another key and one with an unknown blockhash', async () => {
    const wire = await transaction(alice.address, [getTransferSolInstruction({ source: createNoopSigner(address(alice.address)), destination: address(bob.address), amount: 1n })], 'GehsPkXfhR8nSDdeQnh7VhzteUciTyR5r1CcUmHnmPMJ')
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error).toEqual({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: expect.anything() })
    const forged = base64.decode(await transaction(alice.address, [getTransferSolInstruction({ source: createNoopSigner(address(alice.address)), destination: address(bob.address), amount: 1n })]))
    forged[1] = (forged[1] ?? 0) ^ 0xff
    expect((await call('sendTransaction', [base64.encode(forged), { encoding: 'base64' }])).error?.code).toBe(-32002)
  })

  it('runs an SPL transfer to an address without a token account (created on the way)', async () => {
    const carol = solanaKeypair('carol').address
    const mint = address(SOLANA_TEST_TOKEN.mint)
    const [source] = await findAssociatedTokenPda({ owner: address(alice.address), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({ owner: address(carol), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const payer = createNoopSigner(address(alice.address))
    const wire = await transaction(alice.address, [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: address(carol), mint }),
      getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: 2_500_000n, decimals: 6 }),
    ])
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error).toBeUndefined()
    expect((await tokenAmounts(carol)).map((info) => info.tokenAmount.amount)).toEqual(['2500000'])
    expect((await tokenAmounts(alice.address)).map((info) => info.tokenAmount.amount)).toEqual([String(SOLANA_ACCOUNT_TOKENS - 2_500_000n)])
  })

  it('pushes a signature notification over the websocket on the same port', async () => {
    const socket = new WebSocket(rpc.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const messages: unknown[] = []
    const notified = new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        messages.push(JSON.parse(String(raw)))
        if (messages.length === 2) resolve()
      }),
    )
    const { result: signature } = await call<string>('requestAirdrop', [bob.address, 5000])
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }))
    await notified
    socket.close()
    expect(messages).toEqual([
      { jsonrpc: '2.0', id: 7, result: 1 },
      { jsonrpc: '2.0', method: 'signatureNotification', params: { subscription: 1, result: { context: { slot: expect.any(Number) }, value: { err: null } } } },
    ])
  })
})

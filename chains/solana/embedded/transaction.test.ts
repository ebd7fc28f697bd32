import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
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
import { describe, expect, it } from 'vitest'
import { describeTransaction, formatUnits, parseTransaction, signTransaction } from './transaction.js'

const seed = new Uint8Array(32).fill(7)
const from = base58.encode(ed25519.getPublicKey(seed))
const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function transfer(version: 'legacy' | 0): Uint8Array {
  return compile(version, [getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount: 1_250_000_000n })])
}

function compile(version: 'legacy' | 0, instructions: Instruction[]): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash, lastValidBlockHeight: 9n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('the secure site reads a Solana transaction by hand', () => {
  it.each(['legacy', 0] as const)('shows the recipient and amount of a SOL transfer (%s) and signs it in the payer slot', (version) => {
    const parsed = parseTransaction(transfer(version))
    expect(parsed.signatureCount).toBe(1)
    expect(parsed.accounts[0]).toBe(from)
    expect(describeTransaction(parsed)).toEqual([
      ['Recipient', to],
      ['Amount', '1.25 SOL'],
    ])
    const { bytes, signature } = signTransaction(parsed, from, (m) => ed25519.sign(m, seed))
    expect(bytes.slice(1, 65)).toEqual(signature)
    expect(ed25519.verify(signature, parsed.message, ed25519.getPublicKey(seed))).toBe(true)
  })

  it('refuses to sign for an account the transaction does not name as a signer, and a truncated transaction', () => {
    const parsed = parseTransaction(transfer('legacy'))
    expect(() => signTransaction(parsed, to, (m) => ed25519.sign(m, seed))).toThrow('does not ask this account')
    expect(() => parseTransaction(transfer('legacy').slice(0, 90))).toThrow('Invalid transaction')
  })

  it('shows the owner the receiving token account is made for, the amount and the mint of an SPL transfer', async () => {
    const mint = address('So11111111111111111111111111111111111111112')
    const owner = address(to)
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: address(from), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
      findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    ])
    const payer = createNoopSigner(address(from))
    const parsed = parseTransaction(
      compile('legacy', [
        getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner, mint }),
        getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: 12_500_000n, decimals: 6 }),
      ]),
    )
    expect(describeTransaction(parsed)).toEqual([
      ['Recipient', to],
      ['Amount', '12.5'],
      ['Token', mint],
    ])
  })

  it('formats base units exactly', () => {
    expect(formatUnits(12_500_000n, 6)).toBe('12.5')
    expect(formatUnits(3n, 0)).toBe('3')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
  })
})

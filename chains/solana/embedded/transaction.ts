import { base58 } from '@scure/base'

// The few fields of a Solana wire transaction the secure site needs, read by hand (no SDK in the frame): the
// signer slots, the account keys and the instructions, enough to sign it and to show a SOL or SPL transfer.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export interface ParsedTransaction {
  /** The wire bytes. */
  bytes: Uint8Array
  /** Where the signatures start (after their compact-u16 count) and how many there are. */
  signaturesOffset: number
  signatureCount: number
  /** The message: the bytes every signer signs. */
  message: Uint8Array
  /** The account keys (base58) of the message, signers first. */
  accounts: string[]
  instructions: { program: string; accounts: string[]; data: Uint8Array }[]
}

/** Reads a compact-u16 (1 to 3 bytes, 7 bits each) at `offset`; returns the value and the next offset. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('Invalid transaction: truncated')
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, offset + i + 1]
  }
  throw new Error('Invalid transaction: bad length')
}

/**
 * Parses a legacy or v0 wire transaction (v0 address lookup tables are not resolved: their accounts show as
 * their table index).
 */
export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const [signatureCount, signaturesOffset] = compactU16(bytes, 0)
  const messageStart = signaturesOffset + 64 * signatureCount
  if (messageStart > bytes.length) throw new Error('Invalid transaction: truncated')
  const message = bytes.slice(messageStart)
  let at = message[0] !== undefined && message[0] & 0x80 ? 1 : 0
  at += 3 // header: required signatures, read-only signed, read-only unsigned
  const [keyCount, keysAt] = compactU16(message, at)
  at = keysAt
  const accounts: string[] = []
  for (let i = 0; i < keyCount; i++, at += 32) {
    if (at + 32 > message.length) throw new Error('Invalid transaction: truncated')
    accounts.push(base58.encode(message.slice(at, at + 32)))
  }
  at += 32 // recent blockhash
  const [instructionCount, instructionsAt] = compactU16(message, at)
  at = instructionsAt
  const instructions: ParsedTransaction['instructions'] = []
  const key = (index: number | undefined) => (index === undefined ? '' : (accounts[index] ?? `lookup #${index - accounts.length}`))
  for (let i = 0; i < instructionCount; i++) {
    const program = key(message[at])
    const [accountCount, accountsAt] = compactU16(message, at + 1)
    const used = [...message.slice(accountsAt, accountsAt + accountCount)].map(key)
    const [dataLength, dataAt] = compactU16(message, accountsAt + accountCount)
    if (dataAt + dataLength > message.length) throw new Error('Invalid transaction: truncated')
    instructions.push({ program, accounts: used, data: message.slice(dataAt, dataAt + dataLength) })
    at = dataAt + dataLength
  }
  if (signatureCount !== (message[message[0] !== undefined && message[0] & 0x80 ? 1 : 0] ?? -1))
    throw new Error('Invalid transaction: signature count does not match its message')
  return { bytes, signaturesOffset, signatureCount, message, accounts, instructions }
}

/** `bytes` as one little-endian unsigned integer. */
const littleEndian = (bytes: Uint8Array) => bytes.reduceRight((sum, byte) => (sum << 8n) | BigInt(byte), 0n)

/** `units` of a token with `decimals` decimals, exactly, as text. */
export function formatUnits(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${units / base}${fraction ? `.${fraction}` : ''}`
}

/**
 * What the approval shows of a transaction: for each SOL transfer and SPL token transfer its recipient and
 * amount (the recipient of a token transfer is the owner its associated account is created for, when the
 * transaction says), and for other instructions their program.
 */
export function describeTransaction({ instructions }: ParsedTransaction): [string, string][] {
  const owners = new Map<string, string>()
  for (const { program, accounts } of instructions)
    if (program === ASSOCIATED_TOKEN_PROGRAM && accounts[1] && accounts[2]) owners.set(accounts[1], accounts[2])
  const details: [string, string][] = []
  for (const { program, accounts, data } of instructions) {
    if (program === SYSTEM_PROGRAM && data.length === 12 && littleEndian(data.slice(0, 4)) === 2n) {
      details.push(['Recipient', accounts[1] ?? ''], ['Amount', `${formatUnits(littleEndian(data.slice(4, 12)), 9)} SOL`])
    } else if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length === 10) {
      const [, mint = '', destination = ''] = accounts
      details.push(
        ['Recipient', owners.get(destination) ?? destination],
        ['Amount', formatUnits(littleEndian(data.slice(1, 9)), data[9] ?? 0)],
        ['Token', mint],
      )
    } else if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length === 9) {
      details.push(['Recipient', owners.get(accounts[1] ?? '') ?? accounts[1] ?? ''], ['Amount (base units)', String(littleEndian(data.slice(1, 9)))])
    } else if (program !== ASSOCIATED_TOKEN_PROGRAM && program !== 'ComputeBudget111111111111111111111111111111') {
      details.push(['Program', program])
    }
  }
  return details
}

/**
 * Signs the transaction as `signer` (its base58 key, one of the message's signers) with `sign`; returns the
 * wire bytes with the signature in its slot and the signature.
 */
export function signTransaction(
  parsed: ParsedTransaction,
  signer: string,
  sign: (message: Uint8Array) => Uint8Array,
): { bytes: Uint8Array; signature: Uint8Array } {
  const slot = parsed.accounts.indexOf(signer)
  if (slot < 0 || slot >= parsed.signatureCount) throw new Error('The transaction does not ask this account to sign it')
  const signature = sign(parsed.message)
  const bytes = parsed.bytes.slice()
  bytes.set(signature, parsed.signaturesOffset + 64 * slot)
  return { bytes, signature }
}

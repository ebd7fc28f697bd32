/** An amino JSON sign document (what `signAmino` signs), in the field order of its canonical form. */
export interface AminoSignDoc {
  account_number: string
  chain_id: string
  fee: { amount: { amount: string; denom: string }[]; gas: string }
  memo: string
  msgs: { type: string; value: Record<string, unknown> }[]
  sequence: string
}

/** `bytes` in base64 (the browser's own encoder: no library in the signing chunk). */
function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The ADR-036 sign document of an off-chain message (Keplr's `signArbitrary`): no chain id, account number and
 * sequence 0, no fee, one `sign/MsgSignData` with the signer and the message's bytes in base64.
 *
 * @example
 * adr36SignDoc('cosmos1…', 'Hello').msgs[0].value.data // 'SGVsbG8='
 */
export function adr36SignDoc(signer: string, message: string): AminoSignDoc {
  return {
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data: toBase64(new TextEncoder().encode(message)), signer } }],
    sequence: '0',
  }
}

/** `value` as canonical JSON: object keys sorted at every level, no spaces. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * The bytes a Cosmos wallet signs for an amino sign document: its canonical JSON (sorted keys) with `&`, `<` and `>`
 * escaped as Go's encoder does, in UTF-8.
 */
export function serializeSignDoc(doc: AminoSignDoc): Uint8Array {
  const json = sortedJson(doc).replace(/&/gu, '\\u0026').replace(/</gu, '\\u003c').replace(/>/gu, '\\u003e')
  return new TextEncoder().encode(json)
}

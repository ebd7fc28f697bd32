import { makeSignDoc, serializeSignDoc as cosmjsSerializeSignDoc } from '@cosmjs/amino'
import { describe, expect, it } from 'vitest'
import { adr36SignDoc, serializeSignDoc } from './adr36.js'

describe('adr36SignDoc and serializeSignDoc', () => {
  const signer = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

  it('make the bytes cosmjs makes for the same ADR-036 document', () => {
    const message = 'Sign in <now> & "later"\nwith ünïcode'
    const theirs = makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data: Buffer.from(message).toString('base64') } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    expect(serializeSignDoc(adr36SignDoc(signer, message))).toEqual(cosmjsSerializeSignDoc(theirs))
  })

  it('escapes &, < and > as Go does', () => {
    const doc = { ...adr36SignDoc(signer, 'x'), memo: '<a&b>' }
    expect(new TextDecoder().decode(serializeSignDoc(doc))).toContain('"memo":"\\u003ca\\u0026b\\u003e"')
  })
})

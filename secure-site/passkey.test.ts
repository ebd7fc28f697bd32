import { hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openShare, PASSKEY_KEY_INFO, prfKey, sealShare } from './passkey.js'

describe('the recovery share sealed under a passkey PRF output', () => {
  const prf = crypto.getRandomValues(new Uint8Array(32))
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const share = crypto.getRandomValues(new Uint8Array(33))
  const account = '0xabc|So1ana'

  it('opens with the same PRF output for the same account, and with nothing else', async () => {
    const sealed = await sealShare(share, prf, salt, account, ['Y3JlZGVudGlhbA=='])
    expect(sealed.credentialIds).toEqual(['Y3JlZGVudGlhbA=='])
    expect(Buffer.from(sealed.ciphertext, 'base64')).toHaveLength(33 + 16)
    expect(await openShare(sealed, prf, account)).toEqual(share)
    await expect(openShare(sealed, crypto.getRandomValues(new Uint8Array(32)), account)).rejects.toMatchObject({ code: 'PASSKEY_WRONG' })
    await expect(openShare(sealed, prf, '0xdef|So1ana')).rejects.toMatchObject({ code: 'PASSKEY_WRONG' })
    const tampered = Buffer.from(sealed.ciphertext, 'base64')
    tampered[0] = (tampered[0] ?? 0) ^ 1
    await expect(openShare({ ...sealed, ciphertext: tampered.toString('base64') }, prf, account)).rejects.toMatchObject({ code: 'PASSKEY_WRONG' })
  })

  it('derives the AES-256-GCM key as documented: HKDF-SHA256 of the PRF output, the salt, and the fixed info string', async () => {
    expect(PASSKEY_KEY_INFO).toBe('portico/recovery-share/passkey-prf/aes-256-gcm/v1')
    const key = await prfKey(prf, salt)
    expect(key).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM', length: 256 } })
    const expected = new Uint8Array(hkdfSync('sha256', prf, salt, PASSKEY_KEY_INFO, 32))
    const iv = new Uint8Array(12)
    const independent = await crypto.subtle.importKey('raw', expected, 'AES-GCM', false, ['encrypt'])
    const one = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, share)
    const two = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, independent, share)
    expect(new Uint8Array(one)).toEqual(new Uint8Array(two))
  })
})

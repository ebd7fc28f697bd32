import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { accountKeys, legacyAccountSecret, newAccountSecret } from './accountSecret.js'
import { AccountError, decodeShare, encodeShare, freshX, rebuildKeys, shareAt, shareX, splitSecret } from './shares.js'

describe('the account secret', () => {
  it('gives both families their key from one seed, the same every time, and another seed other keys', async () => {
    const seed = newAccountSecret()
    const keys = await accountKeys(seed)
    expect(keys.address).toBe(privateKeyToAccount(keys.evmKey).address)
    expect(keys.solanaAddress).toBe(base58.encode(ed25519.getPublicKey(hex.decode(keys.solanaKey))))
    expect(keys.evmKey.slice(2)).not.toBe(keys.solanaKey)
    expect(await accountKeys(new Uint8Array(seed))).toEqual(keys)
    const other = await accountKeys(newAccountSecret())
    expect(other.address).not.toBe(keys.address)
    expect(other.solanaAddress).not.toBe(keys.solanaAddress)
  })

  it('carries an account made before key sharing over with its own two keys', async () => {
    const evmKey = `0x${'11'.repeat(32)}` as const
    const solanaKey = '22'.repeat(32)
    const keys = await accountKeys(legacyAccountSecret(evmKey, solanaKey))
    expect(keys).toMatchObject({ evmKey, solanaKey, address: privateKeyToAccount(evmKey).address })
  })

  it('refuses a secret of another length', async () => {
    await expect(accountKeys(new Uint8Array(31))).rejects.toThrow('An account secret has 32 or 64 bytes, not 31')
  })
})

describe('the key shares', () => {
  it('rebuilds the account from any two of the three shares, checked against its addresses', async () => {
    const secret = newAccountSecret()
    const keys = await accountKeys(secret)
    const { device, auth, recovery } = await splitSecret(secret)
    expect(device).toHaveLength(33)
    for (const pair of [[device, auth], [auth, recovery], [recovery, device]] as [Uint8Array, Uint8Array][]) {
      const rebuilt = await rebuildKeys(pair, keys)
      expect(rebuilt.keys).toEqual(keys)
      expect(rebuilt.secret).toEqual(secret)
    }
  })

  it('says WRONG_SHARES for a damaged share, a share of another split, or the same share twice: never another wallet', async () => {
    const secret = newAccountSecret()
    const keys = await accountKeys(secret)
    const { device, auth } = await splitSecret(secret)
    const other = await splitSecret(secret)
    const damaged = new Uint8Array(device)
    damaged[3] = (damaged[3] ?? 0) ^ 1
    const tries: [Uint8Array, Uint8Array][] = [[damaged, auth], [device, other.auth.slice()], [auth, new Uint8Array(auth)]]
    for (const pair of tries) {
      // The check is needed: combine itself does not notice (the duplicate aside).
      const error = await rebuildKeys(pair, keys).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AccountError)
      expect(error).toMatchObject({ code: 'WRONG_SHARES' })
      expect((error as Error).message).toMatch(/no new wallet was made/)
    }
  })

  it('carries a 64-byte secret through a split', async () => {
    const secret = legacyAccountSecret(`0x${'0a'.repeat(32)}`, '0b'.repeat(32))
    const keys = await accountKeys(secret)
    const { device, recovery } = await splitSecret(secret)
    expect(device).toHaveLength(65)
    expect((await rebuildKeys([recovery, device], keys)).keys).toEqual(keys)
  })

  it("makes a new device's share on the same polynomial: it rebuilds the account with either server's share", async () => {
    const secret = newAccountSecret()
    const keys = await accountKeys(secret)
    const { device, auth, recovery } = await splitSecret(secret)
    const x = freshX([shareX(auth), shareX(recovery)])
    const second = await shareAt([auth, recovery], x)
    expect(shareX(second)).toBe(x)
    // The same point the first device's line gives there, from any pair of shares.
    expect(await shareAt([device, auth], x)).toEqual(second)
    expect((await rebuildKeys([second, auth], keys)).keys).toEqual(keys)
    expect((await rebuildKeys([recovery, second], keys)).keys).toEqual(keys)
    expect((await rebuildKeys([second, device], keys)).keys).toEqual(keys)
    await expect(shareAt([auth, recovery], shareX(auth))).rejects.toThrow('would repeat')
    await expect(shareAt([auth, recovery], 0)).rejects.toThrow(RangeError)
  })

  it('picks a new x coordinate none of the taken ones has', () => {
    const taken = Array.from({ length: 253 }, (_, i) => i + 1)
    for (let i = 0; i < 20; i++) expect([254, 255]).toContain(freshX(taken))
  })

  it('travels as base64', async () => {
    const { auth } = await splitSecret(newAccountSecret())
    expect(decodeShare(encodeShare(auth))).toEqual(auth)
    expect(() => decodeShare('not base64!')).toThrow()
  })
})

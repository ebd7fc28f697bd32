import { describe, expect, it } from 'vitest'
import { ALICE, BOB, HASH, stubWallet, TUSD } from '../../test/sendTestKit.js'
import { encodeErc20Transfer } from './evm.js'
import { nativeFeeReserve, sendTransaction } from './sendTransaction.js'

const base = { from: ALICE, to: BOB as `0x${string}`, chainId: 1 }

describe('sendTransaction', () => {
  it('native: eth_sendTransaction { from, to, value } with the value in hex base units, and answers the hash', async () => {
    const wallet = stubWallet()
    await expect(sendTransaction({ ...base, provider: wallet, amount: 1_500_000_000_000_000_000n })).resolves.toBe(HASH)
    expect(wallet.requests).toEqual([
      { method: 'eth_chainId', params: undefined },
      { method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB, value: '0x14d1120d7b160000' }] },
    ])
  })

  it('ERC20: eth_sendTransaction to the token contract with transfer(to, amount) as data and no value', async () => {
    const wallet = stubWallet()
    await sendTransaction({ ...base, provider: wallet, amount: 12_345_678n, tokenAddress: TUSD })
    expect(wallet.requests[1]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: TUSD, data: encodeErc20Transfer(BOB, 12_345_678n) }],
    })
  })

  it('refuses a wallet on another chain before asking it to send', async () => {
    const wallet = stubWallet({ chainId: 10 })
    await expect(sendTransaction({ ...base, provider: wallet, amount: 1n })).rejects.toMatchObject({
      name: 'ChainMismatchError',
      shortMessage: 'Chain mismatch',
    })
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_chainId'])
  })

  it('rethrows the wallet refusal as the wallet sent it, and refuses an answer that is not a hash (SPEC §5)', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(
      sendTransaction({ ...base, provider: stubWallet({ onSend: () => Promise.reject(declined) }), amount: 1n }),
    ).rejects.toBe(declined)
    for (const answer of ['0x1234', `${HASH}00`, null, HASH.slice(2)])
      await expect(sendTransaction({ ...base, provider: stubWallet({ onSend: () => answer }), amount: 1n })).rejects.toMatchObject({
        name: 'InvalidTransactionHashError',
      })
  })
})

describe('nativeFeeReserve', () => {
  it('keeps back twice the estimated gas times the gas price', async () => {
    const wallet = stubWallet({ gasPrice: 3_000_000_000n })
    expect(await nativeFeeReserve(wallet, { from: ALICE, to: BOB })).toBe(2n * 21_000n * 3_000_000_000n)
    expect(wallet.requests).toContainEqual({ method: 'eth_estimateGas', params: [{ from: ALICE, to: BOB, value: '0x0' }] })
  })

  it('estimates 21000 without an estimate, and nothing without a gas price', async () => {
    const noEstimate = { request: async ({ method }: { method: string }) => (method === 'eth_gasPrice' ? '0x2' : Promise.reject(new Error('no'))) }
    expect(await nativeFeeReserve(noEstimate, { from: ALICE })).toBe(84_000n)
    const nothing = { request: () => Promise.reject(new Error('offline')) }
    expect(await nativeFeeReserve(nothing, { from: ALICE })).toBe(0n)
  })
})

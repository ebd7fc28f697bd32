import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTransaction, describeTypedData, type ReadToken } from './describeRequest.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address
const BOB = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' as Address
const tokens: Record<string, { symbol: string; decimals: number }> = { [TOKEN]: { symbol: 'TUSDC', decimals: 6 }, [OTHER]: { symbol: 'WETH', decimals: 18 } }
const readToken: ReadToken = async (address) => tokens[address]
const options = { nativeSymbol: 'ETH', readToken }
const router = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

describe('what an eip155 approval says', () => {
  it('a plain send: the amount and the recipient', async () => {
    expect(await describeTransaction({ to: BOB, value: `0x${parseEther('0.25').toString(16)}` }, options)).toEqual({
      title: 'Send 0.25 ETH',
      details: [['To', BOB], ['Amount', '0.25 ETH']],
    })
  })

  it('an ERC-20 transfer: the token amount and its recipient, not the token contract as recipient of 0 ETH', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, parseUnits('5', 6)] })
    expect(await describeTransaction({ to: TOKEN, data }, options)).toEqual({
      title: 'Send 5 TUSDC',
      details: [['To', BOB], ['Amount', '5 TUSDC'], ['Token contract', TOKEN]],
      raw: data,
    })
  })

  it('an approval: who may spend which token, and when without limit', async () => {
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, maxUint256] })
    expect((await describeTransaction({ to: TOKEN, data: unlimited }, options)).details).toEqual([
      ['Spender', ROUTER],
      ['Up to', 'Unlimited TUSDC'],
      ['Token contract', TOKEN],
    ])
    const limited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, parseUnits('12.5', 6)] })
    expect(await describeTransaction({ to: TOKEN, data: limited }, options)).toMatchObject({ title: 'Allow spending of TUSDC', details: [['Spender', ROUTER], ['Up to', '12.5 TUSDC'], ['Token contract', TOKEN]] })
  })

  it('a swap: what is paid and the least that comes back', async () => {
    const data = encodeFunctionData({ abi: router, functionName: 'swapExactETHForTokens', args: [parseUnits('298.8', 6), [OTHER, TOKEN], BOB, 1n] })
    expect(await describeTransaction({ to: ROUTER, data, value: `0x${parseEther('0.1').toString(16)}` }, options)).toMatchObject({
      title: 'Swap 0.1 ETH for at least 298.8 TUSDC',
      details: [['You pay', '0.1 ETH'], ['You receive at least', '298.8 TUSDC'], ['Recipient', BOB], ['Contract', ROUTER]],
    })
    const back = encodeFunctionData({ abi: router, functionName: 'swapExactTokensForETH', args: [parseUnits('300', 6), parseEther('0.09'), [TOKEN, OTHER], BOB, 1n] })
    expect((await describeTransaction({ to: ROUTER, data: back }, options)).title).toBe('Swap 300 TUSDC for at least 0.09 ETH')
  })

  it('a call it cannot read says so plainly, with the raw data behind Details', async () => {
    const data = '0xdeadbeef00000000000000000000000000000000000000000000000000000001'
    expect(await describeTransaction({ to: OTHER, data }, options)).toEqual({
      title: 'Contract call',
      details: [['Contract', OTHER], ['Amount', '0 ETH'], ['Call', 'A function this wallet cannot read (0xdeadbeef). Approve only if you trust the site.']],
      raw: data,
    })
    // A token that does not answer its symbol is named as unknown, never guessed.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 7n] })
    expect((await describeTransaction({ to: BOB, data: transfer }, options)).title).toBe('Send 7 an unknown token')
  })

  it('typed data as its fields', () => {
    expect(
      describeTypedData({
        domain: { name: 'Permit2', chainId: 1, verifyingContract: TOKEN },
        primaryType: 'Permit',
        message: { spender: ROUTER, details: { amount: '100', expiration: 0 }, tags: ['a', 'b'] },
      }),
    ).toEqual({
      title: 'Sign Permit',
      details: [
        ['App', 'Permit2'],
        ['Chain id', '1'],
        ['Contract', TOKEN],
        ['spender', ROUTER],
        ['details.amount', '100'],
        ['details.expiration', '0'],
        ['tags', '["a","b"]'],
      ],
    })
  })
})

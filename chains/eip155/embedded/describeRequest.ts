import { decodeFunctionData, erc20Abi, formatUnits, parseAbi, type Address, type Hex } from 'viem'
import type { ApprovalRequest } from '../../../secure-site/approval.js'

// What an eip155 request does, in words a person can check before approving (issue: people approve what they can
// read): a transfer says how much of which token to whom, an approval whom it lets spend which token (and when
// without limit), a swap what is paid and the least that comes back, typed data its fields. Raw data stays one
// click away ("Details"); a call the secure site cannot read says so plainly.

/** The token facts an approval needs, read from the chain (symbol and decimals), or undefined when unreadable. */
export type ReadToken = (address: Address) => Promise<{ symbol: string; decimals: number } | undefined>

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** At or above this, an allowance is unlimited in practice (the usual `2^256 - 1`, or anything near it). */
const UNLIMITED = 2n ** 255n

/** Amounts as people read them: up to 6 decimals, trailing zeros dropped, never rounded up. */
function amount(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole ?? '0')
}

export interface EvmTransaction {
  to?: Address | undefined
  value?: Hex | undefined
  data?: Hex | undefined
}

/**
 * The approval of an `eth_sendTransaction`: its title and rows in words, and its raw data for "Details".
 *
 * @example
 * await describeTransaction({ to: token, data: transferData }, { nativeSymbol: 'ETH', readToken })
 * // { title: 'Send 5 TUSDC', details: [['To', '0xf39F…'], ['Amount', '5 TUSDC'], ['Token contract', token]], raw: '0xa905…' }
 */
export async function describeTransaction(
  { to, value: hexValue, data }: EvmTransaction,
  { nativeSymbol, readToken }: { nativeSymbol: string; readToken: ReadToken },
): Promise<ApprovalRequest> {
  const value = BigInt(hexValue ?? '0x0')
  const native = `${amount(value, 18)} ${nativeSymbol}`
  const raw = data && data !== '0x' ? data : undefined
  if (!to) return { title: 'Deploy a contract', details: [['Amount', native]], ...(raw ? { raw } : {}) }
  if (!raw) return { title: `Send ${native}`, details: [['To', to], ['Amount', native]] }
  const token = async (address: Address) => (await readToken(address)) ?? { symbol: 'an unknown token', decimals: 0 }
  try {
    const call = decodeFunctionData({ abi: [...erc20Abi, ...routerAbi], data: raw })
    switch (call.functionName) {
      case 'transfer': {
        const [recipient, units] = call.args
        const { symbol, decimals } = await token(to)
        const sent = `${amount(units, decimals)} ${symbol}`
        return { title: `Send ${sent}`, details: [['To', recipient], ['Amount', sent], ['Token contract', to]], raw }
      }
      case 'approve': {
        const [spender, units] = call.args
        const { symbol, decimals } = await token(to)
        const limit = units >= UNLIMITED ? `Unlimited ${symbol}` : `${amount(units, decimals)} ${symbol}`
        return {
          title: `Allow spending of ${symbol}`,
          details: [['Spender', spender], ['Up to', limit], ['Token contract', to]],
          raw,
        }
      }
      case 'swapExactETHForTokens': {
        const [minimum, path, recipient] = call.args
        const out = await token(path.at(-1)!)
        return swap(native, `${amount(minimum, out.decimals)} ${out.symbol}`, recipient, to, raw)
      }
      case 'swapExactTokensForETH':
      case 'swapExactTokensForTokens': {
        const [paid, minimum, path, recipient] = call.args
        const from = await token(path[0]!)
        const out = call.functionName === 'swapExactTokensForETH' ? { symbol: nativeSymbol, decimals: 18 } : await token(path.at(-1)!)
        return swap(`${amount(paid, from.decimals)} ${from.symbol}`, `${amount(minimum, out.decimals)} ${out.symbol}`, recipient, to, raw)
      }
    }
  } catch {
    // not a call the secure site knows: said so below
  }
  return {
    title: 'Contract call',
    details: [
      ['Contract', to],
      ['Amount', native],
      ['Call', `A function this wallet cannot read (${raw.slice(0, 10)}). Approve only if you trust the site.`],
    ],
    raw,
  }
}

function swap(paid: string, minimum: string, recipient: Address, router: Address, raw: Hex): ApprovalRequest {
  return {
    title: `Swap ${paid} for at least ${minimum}`,
    details: [['You pay', paid], ['You receive at least', minimum], ['Recipient', recipient], ['Contract', router]],
    raw,
  }
}

/** Typed data as its fields: the domain, the type, then each field of the message on a row of its own. */
export function describeTypedData(typed: {
  domain?: Record<string, unknown> | undefined
  primaryType?: string | undefined
  message?: Record<string, unknown> | undefined
}): ApprovalRequest {
  const rows: [string, string][] = []
  const { name, chainId, verifyingContract } = typed.domain ?? {}
  if (name !== undefined) rows.push(['App', String(name)])
  if (chainId !== undefined) rows.push(['Chain id', String(chainId)])
  if (verifyingContract !== undefined) rows.push(['Contract', String(verifyingContract)])
  const add = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) add(prefix ? `${prefix}.${key}` : key, inner)
    else rows.push([prefix, Array.isArray(value) ? JSON.stringify(value) : String(value)])
  }
  add('', typed.message ?? {})
  return { title: `Sign ${typed.primaryType ?? 'typed data'}`, details: rows }
}

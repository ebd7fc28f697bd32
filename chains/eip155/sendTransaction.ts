import type { Address, Hex } from 'viem'
import { BaseError } from '../../kernel/errors/BaseError.js'
import { ChainMismatchError, InvalidTransactionHashError } from './errors.js'
import { encodeErc20Transfer } from './evm.js'
import type { Eip1193Provider } from './types.js'

export interface SendTransactionParameters {
  provider: Eip1193Provider
  /** The connected account. */
  from: string
  /** The receiver. */
  to: Address
  /** Base units of the token. */
  amount: bigint
  /** The token contract; absent for the native currency. */
  tokenAddress?: Address | undefined
  /** The network's chain id: the wallet must be on it. */
  chainId: number | string
}

const toQuantity = (value: bigint): Hex => `0x${value.toString(16)}`
/** SPEC.md §5: a transaction hash is 0x plus exactly 64 hex characters. */
const TX_HASH = /^0x[0-9a-fA-F]{64}$/u

/**
 * Sends the native currency or an ERC20 through the wallet (SPEC.md §4, §7 send transaction / write contract):
 * `eth_sendTransaction { from, to, value }`, or `{ from, to: token, data: transfer(to, amount) }`. Checks first
 * that the wallet is on `chainId` (else `ChainMismatchError`), and resolves with the hash once the wallet
 * gives it (not the receipt). A wallet's refusal rejects with the wallet's error (EIP-1193 4001).
 *
 * @example
 * const hash = await sendTransaction({ provider, from, to, amount: 10n ** 18n, chainId: 1 })
 */
export async function sendTransaction({
  provider,
  from,
  to,
  amount,
  tokenAddress,
  chainId,
}: SendTransactionParameters): Promise<Hex> {
  const transaction = tokenAddress
    ? { from, to: tokenAddress, data: encodeErc20Transfer(to, amount) }
    : { from, to, value: toQuantity(amount) }
  return sendOnChain(provider, chainId, transaction)
}

/**
 * Sends a contract call through the wallet (`eth_sendTransaction { from, to, data, value?, gas? }`), once the
 * wallet is on `chainId` (else `ChainMismatchError`); resolves the hash.
 *
 * @example
 * await sendCall({ provider, from, to: router, data, value: 10n ** 18n, chainId: 1 })
 */
export async function sendCall({
  provider,
  from,
  to,
  data,
  value,
  gas,
  chainId,
}: {
  provider: Eip1193Provider
  from: string
  to: Address
  data: Hex
  value?: bigint | undefined
  gas?: bigint | undefined
  chainId: number | string
}): Promise<Hex> {
  return sendOnChain(provider, chainId, {
    from,
    to,
    data,
    ...(value ? { value: toQuantity(value) } : {}),
    ...(gas ? { gas: toQuantity(gas) } : {}),
  })
}

async function sendOnChain(provider: Eip1193Provider, chainId: number | string, transaction: Record<string, string>): Promise<Hex> {
  const walletChainId = await provider.request({ method: 'eth_chainId' })
  if (typeof walletChainId === 'string' || typeof walletChainId === 'number') {
    if (BigInt(walletChainId) !== BigInt(chainId))
      throw new ChainMismatchError({ walletChainId: String(BigInt(walletChainId)), chainId: String(chainId) })
  }
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
  if (typeof hash !== 'string' || !TX_HASH.test(hash)) throw new InvalidTransactionHashError({ hash })
  return hash as Hex
}

/**
 * Waits until the transaction `hash` is mined, asking for its receipt through the wallet's provider every
 * `intervalMs`; resolves `'success'` or `'reverted'`. Rejects with `TransactionTimeoutError` after `timeoutMs`.
 *
 * @example
 * await waitForReceipt(provider, hash) // 'success'
 */
export async function waitForReceipt(
  provider: Eip1193Provider,
  hash: string,
  { intervalMs = 250, timeoutMs = 120_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<'success' | 'reverted'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status?: unknown } | null
    if (receipt && typeof receipt.status === 'string') return BigInt(receipt.status) === 1n ? 'success' : 'reverted'
    if (Date.now() > deadline) throw new TransactionTimeoutError({ hash, timeoutMs })
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * What to keep back from the native balance for the fee when "Max" is pressed: the estimated gas of the
 * transfer times the gas price, doubled, since EIP-1559 wallets reserve up to about twice the base fee.
 * Gas defaults to 21000 (a plain transfer) when the estimate fails; without a gas price nothing is kept back.
 *
 * @example
 * await nativeFeeReserve(provider, { from, to }) // 2n * 21000n * gasPrice
 */
export async function nativeFeeReserve(provider: Eip1193Provider, { from, to }: { from: string; to?: string | undefined }): Promise<bigint> {
  const read = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined)
  const [gas, price] = await Promise.all([
    provider
      .request({ method: 'eth_estimateGas', params: [{ from, to: to ?? from, value: '0x0' }] })
      .then(read)
      // No estimate: a plain transfer's 21000 stands in (see above).
      .catch(() => undefined),
    provider
      .request({ method: 'eth_gasPrice' })
      .then(read)
      // No gas price: nothing is kept back, and the wallet says if the fee does not fit.
      .catch(() => undefined),
  ])
  return (gas ?? 21_000n) * (price ?? 0n) * 2n
}

/**
 * The estimated fee of a transfer in wei: `eth_estimateGas` of the transfer (the native `value`, or the ERC20
 * `transfer` call) times `eth_gasPrice`. Without an estimate, a plain transfer's 21000 gas (65000 for a token)
 * stands in; without a gas price it rejects (the fee is unknown).
 *
 * @example
 * await estimateTransferFee(provider, { from, to, amount: 10n ** 17n }) // 21000n * gasPrice
 */
export async function estimateTransferFee(
  provider: Eip1193Provider,
  { from, to, amount, tokenAddress }: { from: string; to: string; amount: bigint; tokenAddress?: string | undefined },
): Promise<bigint> {
  const read = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined)
  const transaction = tokenAddress
    ? { from, to: tokenAddress, data: encodeErc20Transfer(to as Address, amount) }
    : { from, to, value: toQuantity(amount) }
  const [gas, price] = await Promise.all([
    provider
      .request({ method: 'eth_estimateGas', params: [transaction] })
      .then(read)
      // No estimate: a plain transfer's gas stands in (see above).
      .catch(() => undefined),
    provider.request({ method: 'eth_gasPrice' }).then(read),
  ])
  if (price === undefined) throw new Error('eth_gasPrice gave no gas price')
  return (gas ?? (tokenAddress ? 65_000n : 21_000n)) * price
}

/** A sent transaction that was not mined in time (here, not in errors.ts: only the lazily loaded wallet calls need it). */
class TransactionTimeoutError extends BaseError {
  override name = 'TransactionTimeoutError'
  constructor({ hash, timeoutMs }: { hash: string; timeoutMs: number }) {
    super('The transaction was not confirmed in time', { details: `${hash} had no receipt after ${timeoutMs} ms.` })
  }
}

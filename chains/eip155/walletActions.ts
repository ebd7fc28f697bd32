// The eip155 capabilities that talk to the connected wallet (ChainCapabilities in kernel/connection/adapter.ts),
// fetched with import() on first use together with the viem parts they need.
import { getTypesForEIP712Domain, serializeTypedData, validateTypedData, type TypedDataDefinition } from 'viem'
import type { WalletContext } from '../../kernel/connection/adapter.js'
import type { Network } from '../../kernel/types/chain.js'
import { InvalidSignatureError, WalletProviderNotFoundError } from './errors.js'
import { checksumAddress } from './evm.js'
import { estimateTransferFee, nativeFeeReserve as feeReserve, sendCall, sendTransaction as sendTransfer, waitForReceipt } from './sendTransaction.js'
import { promptWallet } from './promptWallet.js'
import { addEthereumChain, switchEthereumChain } from './switchEthereumChain.js'
import type { Eip1193Provider } from './types.js'

export { checksumAddress } from './evm.js'

/** SPEC.md §5: a signed-message response is 0x plus at least 62 hex characters. */
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/u

/** The connected wallet's EIP-1193 provider; `WalletProviderNotFoundError` without one. */
function providerOf(wallet: WalletContext): Eip1193Provider {
  const provider = wallet.provider as Partial<Eip1193Provider> | null | undefined
  if (typeof provider?.request !== 'function') throw new WalletProviderNotFoundError({ namespace: 'eip155' })
  return provider as Eip1193Provider
}

/** The provider and the connected account; `WalletProviderNotFoundError` without either. */
function accountOf(wallet: WalletContext): { provider: Eip1193Provider; from: string } {
  const provider = providerOf(wallet)
  if (!wallet.address) throw new WalletProviderNotFoundError({ namespace: 'eip155' })
  return { provider, from: wallet.address }
}

function signature(value: unknown): string {
  if (typeof value !== 'string' || !SIGNATURE.test(value)) throw new InvalidSignatureError({ signature: value })
  return value
}

/** UTF-8 text as 0x-prefixed hex, as `personal_sign` takes it. */
function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Signs a message with `personal_sign` (EIP-191; the text sent as UTF-8 hex) and resolves the signature.
 *
 * @example
 * await signMessage(wallet, { message: 'Hello' }) // '0x…' (65 bytes)
 */
export async function signMessage(wallet: WalletContext, { message }: { message: string }): Promise<string> {
  const { provider, from } = accountOf(wallet)
  return signature(await promptWallet(provider.request({ method: 'personal_sign', params: [utf8Hex(message), from] })))
}

/**
 * Signs EIP-712 typed data (viem's `TypedDataDefinition`: domain, types, primaryType, message) with
 * `eth_signTypedData_v4` and resolves the signature. As viem does, the domain's type is derived from its fields,
 * the data is checked before the wallet is asked, and bigints go as decimal strings.
 *
 * @example
 * await signTypedData(wallet, { typedData: { domain, types, primaryType: 'Mail', message } })
 */
export async function signTypedData(wallet: WalletContext, { typedData }: { typedData: unknown }): Promise<string> {
  const { provider, from } = accountOf(wallet)
  const { domain, types, primaryType, message } = typedData as TypedDataDefinition
  const definition = { domain, types: { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types }, primaryType, message } as TypedDataDefinition
  validateTypedData(definition)
  const json = serializeTypedData(definition)
  return signature(await promptWallet(provider.request({ method: 'eth_signTypedData_v4', params: [from, json] })))
}

/**
 * Sends `amount` wei to `to` with `eth_sendTransaction` once the wallet is on the network (else
 * `ChainMismatchError`); resolves the hash (SPEC.md §5 hash check).
 *
 * @example
 * await sendNative(wallet, { to: '0x7099…79C8', amount: 10n ** 18n }) // '0x…' (32 bytes)
 */
export async function sendNative(wallet: WalletContext, { to, amount }: { to: string; amount: bigint }): Promise<string> {
  const { provider, from } = accountOf(wallet)
  return promptWallet(sendTransfer({ provider, from, to: checksumAddress(to), amount, chainId: wallet.network.id }))
}

/**
 * Sends `amount` base units of the ERC20 `token` to `to`: `transfer(to, amount)` to the token contract, once the
 * wallet is on the network; resolves the hash.
 *
 * @example
 * await sendToken(wallet, { token: '0x5FbD…0aa3', to: '0x7099…79C8', amount: 1_000_000n })
 */
export async function sendToken(
  wallet: WalletContext,
  { token, to, amount }: { token: string; to: string; amount: bigint },
): Promise<string> {
  const { provider, from } = accountOf(wallet)
  return promptWallet(
    sendTransfer({ provider, from, to: checksumAddress(to), amount, tokenAddress: checksumAddress(token), chainId: wallet.network.id }),
  )
}

/**
 * Sends a contract call (`to`, `data`, optional `value` in wei and `gas`) once the wallet is on the network;
 * resolves the hash. What features such as swaps send: an approval, a router call.
 *
 * @example
 * await sendTransaction(wallet, { to: router, data: '0x7ff36ab5…', value: 10n ** 18n })
 */
export async function sendTransaction(
  wallet: WalletContext,
  { to, data, value, gas }: { to: string; data: string; value?: bigint | undefined; gas?: bigint | undefined },
): Promise<string> {
  const { provider, from } = accountOf(wallet)
  if (!/^0x(?:[0-9a-fA-F]{2})*$/u.test(data)) throw new TypeError(`Call data must be 0x-prefixed hex bytes: ${data}`)
  return promptWallet(sendCall({ provider, from, to: checksumAddress(to), data: data as `0x${string}`, value, gas, chainId: wallet.network.id }))
}

/** Waits for the receipt of `hash` through the wallet's provider: `'success'` or `'reverted'`. */
export async function waitForTransaction(wallet: WalletContext, { hash }: { hash: string }): Promise<'success' | 'reverted'> {
  return waitForReceipt(providerOf(wallet), hash)
}

/** What "Max" keeps back from the native balance for the fee (see `nativeFeeReserve` of sendTransaction.ts). */
export async function nativeFeeReserve(wallet: WalletContext, { to }: { to?: string | undefined }): Promise<bigint> {
  const { provider, from } = accountOf(wallet)
  return feeReserve(provider, { from, to })
}

/** The estimated fee of a transfer, in wei (see `estimateTransferFee` of sendTransaction.ts). */
export async function estimateFee(
  wallet: WalletContext,
  { to, amount, token }: { to: string; amount: bigint; token?: string | undefined },
): Promise<bigint> {
  const { provider, from } = accountOf(wallet)
  return estimateTransferFee(provider, { from, to: checksumAddress(to), amount, tokenAddress: token && checksumAddress(token) })
}

/** Asks the wallet to switch to `network`, adding it first when the wallet does not know it. */
export async function switchNetwork(wallet: WalletContext, network: Network): Promise<void> {
  await promptWallet(switchEthereumChain(providerOf(wallet), network))
}

/** Asks the wallet to add `network` (`wallet_addEthereumChain`). */
export async function addNetwork(wallet: WalletContext, network: Network): Promise<void> {
  await promptWallet(addEthereumChain(providerOf(wallet), network))
}

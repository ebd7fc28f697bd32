// The bip122 capabilities that talk to the connected wallet and the network's Esplora API (ChainCapabilities in
// kernel/connection/adapter.ts), fetched with import() on first use together with @scure/btc-signer: the Bitcoin SDK chunk.
import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { AdapterContext, WalletContext } from '../../kernel/connection/adapter.js'
import { promptWallet } from '../eip155/promptWallet.js'
import { utxoNetworkOf } from './bitcoinNetworks.js'
import type { BitcoinAccount } from './bitcoinWallet.js'
import type { Bip122WalletProvider } from './createBip122Connector.js'
import { Bip122AccountNotFoundError, Bip122TransactionFailedError } from './errors.js'
import { esplora, esploraUrlOf, utxosOf, type EsploraUtxo } from './esplora.js'
import { sessionSigner, type Bip122RpcProvider, type Bip122Signer } from './sessionSigner.js'

type RpcUrls = AdapterContext['customRpcUrls']

/** Virtual bytes of a transaction's fixed part, of an output (a taproot one, the largest standard), and of an input by type. */
const TX_OVERHEAD_VB = 11
const OUTPUT_VB = 43
const INPUT_VB: Readonly<Record<string, number>> = { wpkh: 68, tr: 58 }
/** The smallest change output worth making (below it, the change goes to the fee): the usual dust limit. */
const DUST = 546n
/** How long a broadcast transaction may take to confirm, and how often its status is asked. */
const CONFIRM_TIMEOUT_MS = 60_000
const CONFIRM_POLL_MS = 500

/**
 * The connected wallet's signer and its payment account: an injected wallet's own, or a WalletConnect session's
 * account (the session gives its address only: no public key).
 */
function connected(wallet: WalletContext): { signer: Bip122Signer; account: BitcoinAccount } {
  const provider = wallet.provider as Partial<Bip122WalletProvider & Bip122RpcProvider> | undefined
  if (provider && !('accounts' in provider) && typeof provider.request === 'function' && wallet.address)
    return {
      signer: sessionSigner(provider as Bip122RpcProvider, wallet.network.caipNetworkId, wallet.address),
      account: { address: wallet.address, publicKey: '', purpose: 'payment' },
    }
  const account = provider?.accounts?.find((candidate) => candidate.address === wallet.address)
  if (!provider?.wallet || !account) throw new Bip122AccountNotFoundError({ connector: provider?.wallet?.name ?? 'bip122' })
  return { signer: provider.wallet, account }
}

/** Whether `address` is a segwit one (BIP-322 signs for it; a base58 one signs the legacy way). */
const isSegwit = (address: string) => !/^[123mnQ]/u.test(address)

/**
 * Signs a UTF-8 message with the payment account: BIP-322 (simple) for a segwit address, the legacy ECDSA format
 * otherwise; resolves the signature in base64.
 *
 * @example
 * await signMessage(wallet, { message: 'Hello' }) // 'AkcwRAIg…'
 */
export async function signMessage(wallet: WalletContext, { message }: { message: string }): Promise<string> {
  const { signer, account } = connected(wallet)
  return promptWallet(signer.signMessage({ address: account.address, message, protocol: isSegwit(account.address) ? 'BIP322' : 'ECDSA' }))
}

/** Satoshis per virtual byte for the next block, from the API's estimates (at least 1). */
async function feeRate(base: string): Promise<number> {
  const estimates = await esplora<Record<string, number>>(base, '/fee-estimates')
  const rate = estimates['1'] ?? Math.max(0, ...Object.values(estimates))
  return Math.max(1, Math.ceil(rate))
}

/** The spending type of the payment address (`wpkh`, `tr`); others are not sent from here. */
function spendType(address: string, network: ReturnType<typeof utxoNetworkOf>): string {
  const { type } = Address(network).decode(address)
  if (!(type in INPUT_VB)) throw new Bip122TransactionFailedError({ reason: `Sending from a ${type} address is not supported.` })
  return type
}

const feeOf = (inputs: number, outputs: number, type: string, rate: number) => BigInt(Math.ceil((TX_OVERHEAD_VB + inputs * (INPUT_VB[type] ?? 68) + outputs * OUTPUT_VB) * rate))

/** The outputs to spend for `amount` (largest first), the fee and the change; `undefined` when the funds do not cover it. */
function select(utxos: readonly EsploraUtxo[], amount: bigint, type: string, rate: number) {
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  let sum = 0n
  for (let count = 1; count <= sorted.length; count++) {
    sum += BigInt((sorted[count - 1] as EsploraUtxo).value)
    const fee = feeOf(count, 2, type, rate)
    if (sum < amount + fee) continue
    const change = sum - amount - fee
    // Change below the dust limit is left to the miner (one output less, so a smaller fee was enough).
    return change >= DUST ? { inputs: sorted.slice(0, count), fee, change } : { inputs: sorted.slice(0, count), fee: sum - amount, change: 0n }
  }
  return undefined
}

/** What sending needs: the API, the prefixes, the account, its type, its outputs and the fee rate. */
async function prepare(wallet: WalletContext, customRpcUrls: RpcUrls) {
  const { signer, account } = connected(wallet)
  const base = esploraUrlOf(wallet.network, customRpcUrls)
  const network = utxoNetworkOf(wallet.network.id)
  const type = spendType(account.address, network)
  const [utxos, rate] = await Promise.all([utxosOf(base, account.address), feeRate(base)])
  return { signer, account, base, network, type, utxos, rate }
}

/**
 * The fee (satoshis) of sending `amount` to `to` at the next block's fee rate: with the outputs that cover it, or
 * with all of them when none do (the send form then says the balance cannot pay it).
 */
export async function estimateFee(wallet: WalletContext, { amount }: { to: string; amount: bigint }, customRpcUrls: RpcUrls = {}): Promise<bigint> {
  const { type, utxos, rate } = await prepare(wallet, customRpcUrls)
  return select(utxos, amount, type, rate)?.fee ?? feeOf(Math.max(1, utxos.length), 2, type, rate)
}

/** What "Max" keeps back: the fee of spending every output to one receiver. */
export async function nativeFeeReserve(wallet: WalletContext, customRpcUrls: RpcUrls = {}): Promise<bigint> {
  const { type, utxos, rate } = await prepare(wallet, customRpcUrls)
  return feeOf(Math.max(1, utxos.length), 1, type, rate)
}

/** The x-only key of a public key (33-byte compressed or 32-byte x-only, hex). */
const xOnly = (publicKey: string) => {
  const bytes = hex.decode(publicKey)
  return bytes.length === 33 ? bytes.slice(1) : bytes
}

/**
 * Sends `amount` satoshis to `to`: picks the account's unspent outputs, builds a PSBT (a change output back to the
 * account unless it would be dust), has the wallet sign it, checks the wallet signed that transaction and no other,
 * finalizes, broadcasts it through the Esplora API and waits until it is in a block. Resolves the txid.
 *
 * @example
 * await sendNative(wallet, { to: 'rltc1q…', amount: 25_000_000n })
 */
export async function sendNative(wallet: WalletContext, { to, amount }: { to: string; amount: bigint }, customRpcUrls: RpcUrls = {}): Promise<string> {
  const { signer, account, base, network, type, utxos, rate } = await prepare(wallet, customRpcUrls)
  let receiver: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    receiver = Address(network).decode(to)
  } catch (error) {
    throw new Bip122TransactionFailedError({ reason: `${to} is not an address of ${wallet.network.name}: ${error instanceof Error ? error.message : String(error)}` })
  }
  const picked = select(utxos, amount, type, rate)
  if (!picked) throw new Bip122TransactionFailedError({ reason: 'Insufficient funds for the amount and the network fee.' })
  // A taproot input names its internal key, which only the wallet knows (a WalletConnect session gives none).
  if (type === 'tr' && !account.publicKey) throw new Bip122TransactionFailedError({ reason: `The wallet gave no public key of ${account.address}, which a taproot send needs.` })
  const script = OutScript.encode(Address(network).decode(account.address))
  const unsigned = new Transaction()
  for (const utxo of picked.inputs)
    unsigned.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
      ...(type === 'tr' ? { tapInternalKey: xOnly(account.publicKey) } : {}),
    })
  unsigned.addOutput({ script: OutScript.encode(receiver), amount })
  if (picked.change > 0n) unsigned.addOutput({ script, amount: picked.change })

  const indexes = picked.inputs.map((_, index) => index)
  const signedBase64 = await promptWallet(signer.signPsbt({ psbt: base64.encode(unsigned.toPSBT()), inputs: [{ address: account.address, indexes }] }))
  const signed = Transaction.fromPSBT(base64.decode(signedBase64))
  // The txid leaves out signatures: the same one means the wallet signed this transaction, not another.
  if (signed.id !== unsigned.id) throw new Bip122TransactionFailedError({ reason: 'The wallet signed another transaction than the one asked.' })
  if (indexes.some((index) => !signed.getInput(index).finalScriptWitness && !signed.getInput(index).finalScriptSig)) signed.finalize()
  let txid: string
  try {
    txid = (await esplora<string>(base, '/tx', { body: hex.encode(signed.extract()), text: true })).trim()
  } catch (error) {
    throw new Bip122TransactionFailedError({ txid: signed.id, reason: error instanceof Error ? error.message : String(error) })
  }
  await confirm(base, txid)
  return txid
}

/** Polls the transaction's status until it is in a block; throws when it does not get there in time. */
async function confirm(base: string, txid: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const status = await esplora<{ confirmed: boolean }>(base, `/tx/${txid}/status`).catch(() => ({ confirmed: false }))
    if (status.confirmed) return
    if (Date.now() > deadline) throw new Bip122TransactionFailedError({ txid, reason: 'not confirmed in time' })
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}

/** Waits until the transaction `hash` (a txid) is in a block: `'success'` (a Bitcoin transaction in a block cannot fail). */
export async function waitForTransaction(wallet: WalletContext, { hash }: { hash: string }, customRpcUrls: RpcUrls = {}): Promise<'success' | 'reverted'> {
  await confirm(esploraUrlOf(wallet.network, customRpcUrls), hash)
  return 'success'
}

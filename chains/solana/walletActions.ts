// The solana capabilities that talk to the connected wallet (ChainCapabilities in kernel/connection/adapter.ts),
// fetched with import() on first use together with the @solana/kit parts they need: the Solana SDK chunk.
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { AdapterContext, WalletContext } from '../../kernel/connection/adapter.js'
import { promptWallet } from '../eip155/promptWallet.js'
import type { SolanaWalletProvider } from './createWalletStandardConnector.js'
import { SolanaTransactionFailedError, WalletFeatureNotFoundError } from './errors.js'
import { rpcRequest, rpcUrlOf } from './rpcRequest.js'
import { walletChainOf } from './walletChains.js'

/** RPC URLs that replace a network's defaults (the kit's `customRpcUrls`). */
type RpcUrls = AdapterContext['customRpcUrls']

type Features = Partial<SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature>

/** How long a sent transaction may take to show in `getSignatureStatuses`, and how often it is asked. */
const CONFIRM_TIMEOUT_MS = 60_000
const CONFIRM_POLL_MS = 400

/**
 * A WalletConnect session's provider, or the embedded wallet's: WalletConnect's Solana RPC (`solana_signMessage`, `solana_signTransaction`,
 * `solana_signAndSendTransaction`; base58 messages and signatures, base64 transactions) for a CAIP-2 chain.
 */
interface SolanaRpcProvider {
  request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T>
  session?: { namespaces?: Record<string, { methods?: readonly string[] } | undefined> } | undefined
  /** The Solana methods a provider with no session takes (the embedded wallet's). */
  methods?: readonly string[] | undefined
}

/** The connected wallet's provider when it takes WalletConnect's Solana RPC rather than Wallet Standard features. */
function rpcProviderOf(wallet: WalletContext): SolanaRpcProvider | undefined {
  const provider = wallet.provider as Partial<SolanaRpcProvider & SolanaWalletProvider> | undefined
  if (!provider || 'wallet' in provider || typeof provider.request !== 'function') return undefined
  return provider as SolanaRpcProvider
}

/** The account of a WalletConnect session on solana. */
function sessionAccount(wallet: WalletContext): Address {
  if (!wallet.address) throw new WalletFeatureNotFoundError({ feature: 'an account' })
  return address(wallet.address)
}

/** The connected wallet, its account and the chain name it knows the network by. */
function connected(wallet: WalletContext) {
  const provider = wallet.provider as SolanaWalletProvider | undefined
  const account = provider?.account
  if (!provider || !account) throw new WalletFeatureNotFoundError({ feature: 'an account' })
  const chain = walletChainOf(wallet.network, account.chains) ?? wallet.network.caipNetworkId
  return { features: provider.wallet.features as Features, account, chain }
}

/**
 * Signs a UTF-8 message with `solana:signMessage` and resolves the ed25519 signature in base58.
 *
 * @example
 * await signMessage(wallet, { message: 'Hello' }) // '5Kd3…' (64 bytes)
 */
export async function signMessage(wallet: WalletContext, { message }: { message: string }): Promise<string> {
  const rpc = rpcProviderOf(wallet)
  if (rpc) {
    const pubkey = sessionAccount(wallet)
    const bytes = new TextEncoder().encode(message)
    const { signature } = await promptWallet(
      rpc.request<{ signature: string }>(
        { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(bytes), pubkey } },
        wallet.network.caipNetworkId,
      ),
    )
    return signature
  }
  const { features, account } = connected(wallet)
  const sign = features['solana:signMessage']
  if (!sign) throw new WalletFeatureNotFoundError({ feature: 'solana:signMessage' })
  const [output] = await promptWallet(sign.signMessage({ account, message: new TextEncoder().encode(message) }))
  if (!output) throw new WalletFeatureNotFoundError({ feature: 'a signature' })
  return getBase58Decoder().decode(output.signature)
}

/** An unsigned transaction paying from `from`, with the network's newest blockhash, as wire bytes. */
async function buildTransaction(rpcUrl: string, from: Address, instructions: Instruction[], legacy: boolean): Promise<Uint8Array> {
  const { value } = await rpcRequest<{ value: { blockhash: string; lastValidBlockHeight: number } }>(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }])
  const message = pipe(
    createTransactionMessage({ version: legacy ? 'legacy' : 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/**
 * Has the wallet sign and send `instructions` (`solana:signAndSendTransaction`, else `solana:signTransaction`
 * and the network's RPC), then polls `getSignatureStatuses` until the network has it; resolves the signature.
 */
async function signAndSend(wallet: WalletContext, rpcUrl: string, instructions: (from: Address) => Promise<Instruction[]>): Promise<string> {
  const rpc = rpcProviderOf(wallet)
  if (rpc) {
    const from = sessionAccount(wallet)
    const signature = await sendThroughSession(rpc, wallet.network.caipNetworkId, rpcUrl, await buildTransaction(rpcUrl, from, await instructions(from), true))
    await confirm(rpcUrl, signature)
    return signature
  }
  const { features, account, chain } = connected(wallet)
  const from = address(account.address)
  const both = features['solana:signAndSendTransaction']
  const signOnly = features['solana:signTransaction']
  const versions = (both ?? signOnly)?.supportedTransactionVersions ?? ['legacy']
  const transaction = await buildTransaction(rpcUrl, from, await instructions(from), !versions.includes(0))
  let signature: string
  if (both) {
    const [output] = await promptWallet(both.signAndSendTransaction({ account, chain, transaction, options: { preflightCommitment: 'confirmed' } }))
    if (!output) throw new SolanaTransactionFailedError({ reason: 'The wallet answered no signature.' })
    signature = getBase58Decoder().decode(output.signature)
  } else if (signOnly) {
    const [output] = await promptWallet(signOnly.signTransaction({ account, chain, transaction }))
    if (!output) throw new SolanaTransactionFailedError({ reason: 'The wallet answered no transaction.' })
    const wire = getBase64Decoder().decode(output.signedTransaction)
    signature = await rpcRequest<string>(rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }])
  } else throw new WalletFeatureNotFoundError({ feature: 'solana:signAndSendTransaction' })
  await confirm(rpcUrl, signature)
  return signature
}

/**
 * Has a WalletConnect wallet (or the embedded wallet) sign a legacy transaction (every wallet takes it) paid by the session's account and
 * send it: with `solana_signAndSendTransaction` when the session has it, else `solana_signTransaction` (its signed
 * transaction, or its signature put in the fee payer's slot) and the network's RPC. Resolves the signature.
 */
async function sendThroughSession(rpc: SolanaRpcProvider, chain: string, rpcUrl: string, transaction: Uint8Array): Promise<string> {
  const base64 = getBase64Decoder().decode(transaction)
  const methods = rpc.session?.namespaces?.['solana']?.methods ?? rpc.methods ?? []
  if (methods.includes('solana_signAndSendTransaction')) {
    const { signature } = await promptWallet(
      rpc.request<{ signature: string }>(
        { method: 'solana_signAndSendTransaction', params: { transaction: base64, sendOptions: { preflightCommitment: 'confirmed' } } },
        chain,
      ),
    )
    return signature
  }
  const signed = await promptWallet(
    rpc.request<{ transaction?: string; signature?: string }>({ method: 'solana_signTransaction', params: { transaction: base64 } }, chain),
  )
  let wire = signed.transaction
  if (!wire && signed.signature) {
    // The fee payer signs first: its slot follows the one-byte count of signatures.
    const withSignature = transaction.slice()
    withSignature.set(getBase58Encoder().encode(signed.signature), 1)
    wire = getBase64Decoder().decode(withSignature)
  }
  if (!wire) throw new SolanaTransactionFailedError({ reason: 'The wallet answered no transaction.' })
  return rpcRequest<string>(rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }])
}

/** Polls the signature's status until it is confirmed; throws when it failed or did not show in time. */
async function confirm(rpcUrl: string, signature: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpcRequest<{ value: ({ err: unknown; confirmationStatus?: string | null } | null)[] }>(rpcUrl, 'getSignatureStatuses', [[signature]])
    const [status] = value
    if (status?.err) throw new SolanaTransactionFailedError({ signature, reason: JSON.stringify(status.err) })
    if (status && status.confirmationStatus !== 'processed') return
    if (Date.now() > deadline) throw new SolanaTransactionFailedError({ signature, reason: 'not confirmed in time' })
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}

/**
 * Sends `amount` lamports to `to` (a System Program transfer signed by the wallet); resolves the signature once
 * the network confirms it.
 *
 * @example
 * await sendNative(wallet, { to: '9WzD…AWWM', amount: 10n ** 9n })
 */
export function sendNative(wallet: WalletContext, { to, amount }: { to: string; amount: bigint }, customRpcUrls: RpcUrls = {}): Promise<string> {
  return signAndSend(wallet, rpcUrlOf(wallet.network, customRpcUrls), async (from) => [
    getTransferSolInstruction({ source: createNoopSigner(from), destination: address(to), amount }),
  ])
}

/** The mint's decimals and its token program (SPL Token or Token-2022), read from the network. */
async function readMint(rpcUrl: string, mint: Address): Promise<{ decimals: number; program: Address }> {
  const { value } = await rpcRequest<{ value: { owner: string; data: [string, string] } | null }>(rpcUrl, 'getAccountInfo', [mint, { encoding: 'base64' }])
  if (!value) throw new SolanaTransactionFailedError({ reason: `No mint at ${mint}` })
  const data = getBase64Encoder().encode(value.data[0])
  return { decimals: data[44] ?? 0, program: address(value.owner) }
}

/**
 * Sends `amount` base units of the SPL token `token` (its mint) to `to`: the receiver's associated token
 * account is created when missing, then a `transferChecked` from the sender's; resolves the signature once the
 * network confirms it.
 *
 * @example
 * await sendToken(wallet, { token: mint, to: '9WzD…AWWM', amount: 1_000_000n })
 */
export function sendToken(
  wallet: WalletContext,
  { token, to, amount }: { token: string; to: string; amount: bigint },
  customRpcUrls: RpcUrls = {},
): Promise<string> {
  const rpcUrl = rpcUrlOf(wallet.network, customRpcUrls)
  return signAndSend(wallet, rpcUrl, async (from) => {
    const mint = address(token)
    const owner = address(to)
    const { decimals, program } = await readMint(rpcUrl, mint)
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: from, mint, tokenProgram: program }),
      findAssociatedTokenPda({ owner, mint, tokenProgram: program }),
    ])
    const payer = createNoopSigner(from)
    return [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner, mint, tokenProgram: program }),
      getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount, decimals }, { programAddress: program }),
    ]
  })
}

/** Waits until the network has the transaction `hash` (a signature): `'success'` or `'reverted'`. */
export async function waitForTransaction(wallet: WalletContext, { hash }: { hash: string }, customRpcUrls: RpcUrls = {}): Promise<'success' | 'reverted'> {
  try {
    await confirm(rpcUrlOf(wallet.network, customRpcUrls), hash)
    return 'success'
  } catch (error) {
    if (error instanceof SolanaTransactionFailedError && !error.details?.endsWith('not confirmed in time')) return 'reverted'
    throw error
  }
}

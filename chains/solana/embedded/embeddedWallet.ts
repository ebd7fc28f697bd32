import type { EmbeddedWalletCapability } from '../../../kernel/connection/adapter.js'
import { walletConnect } from '../family.js'

// Solana in the embedded wallet (SPEC.md §5, §6): the frame answers WalletConnect's Solana RPC (base58 messages and
// signatures, base64 wire transactions) with the account's ed25519 key; one key serves every Solana network, and
// each request names its network and the RPC a send goes to. Checked without zod, so this chunk stays small (the
// secure site checks the same rules with ./frameRequests.ts).

/** SPEC.md §5: the preflight commitments a Solana send may ask for. */
const PREFLIGHT_COMMITMENTS = new Set(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
/** A base58 ed25519 signature (64 bytes: 86 to 88 characters). */
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{86,88}$/
const isBase64 = (value: unknown) => typeof value === 'string' && value.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(value)

/** The embedded wallet's Solana side (`ChainAdapter.embeddedWallet()`). */
export const embeddedWallet: EmbeddedWalletCapability = {
  safeMethods: [],
  unsafeMethods: walletConnect.methods,
  followsNetwork: false,
  providerMethods: walletConnect.methods,
  /**
   * The Solana requests only, with their SPEC.md §5 parameters.
   *
   * @example
   * embeddedWallet.checkParams('solana_signMessage', { message: 'hi' }) // throws: no pubkey
   */
  checkParams(method, params) {
    // The Solana side of the embedded wallet answers only the Solana requests.
    if (!walletConnect.methods.includes(method)) throw new Error('Requested RPC call is not allowed')
    const first = (Array.isArray(params) ? (params as unknown[])[0] : params) as Record<string, unknown> | undefined
    const fail = (what: string) => {
      throw new Error(`Invalid parameters for ${method}: ${what}`)
    }
    if (method === 'solana_signMessage') {
      if (typeof first?.message !== 'string' || typeof first.pubkey !== 'string') fail('message and pubkey must be strings')
    } else if (method === 'solana_signAllTransactions') {
      if (!Array.isArray(first?.transactions) || !(first.transactions as unknown[]).every((t) => typeof t === 'string'))
        fail('transactions must be a list of strings')
    } else {
      if (typeof first?.transaction !== 'string') fail('transaction must be a string')
      const commitment = (first?.sendOptions as { preflightCommitment?: unknown } | undefined)?.preflightCommitment
      if (commitment !== undefined && !PREFLIGHT_COMMITMENTS.has(String(commitment)))
        fail(`preflight commitment must be one of ${[...PREFLIGHT_COMMITMENTS].join(', ')}`)
    }
  },
  /**
   * SPEC.md §5: signatures are base58 ed25519 signatures, transactions base64.
   *
   * @example
   * embeddedWallet.checkResponse('solana_signMessage', { signature: '0x1234' }) // throws
   */
  checkResponse(method, result) {
    const answer = (result ?? {}) as { signature?: unknown; transaction?: unknown; transactions?: unknown }
    const fail = (what: string) => {
      throw new Error(`Invalid ${what} in the answer to ${method}`)
    }
    if ((method === 'solana_signMessage' || method === 'solana_signAndSendTransaction') && !(typeof answer.signature === 'string' && SIGNATURE.test(answer.signature)))
      fail('signature')
    if (method === 'solana_signTransaction' && !isBase64(answer.transaction)) fail('transaction')
    if (method === 'solana_signAllTransactions' && !(Array.isArray(answer.transactions) && answer.transactions.every(isBase64))) fail('transactions')
  },
  /** The account's Solana address (`solanaAddress` of the frame's user, beside its eip155 one), on `network`. */
  account(user, network) {
    if (typeof user.solanaAddress !== 'string' || !user.solanaAddress || !network) throw new Error('No Solana account')
    return { address: user.solanaAddress, chainId: network.caipNetworkId }
  },
  /**
   * The network by its CAIP-2 id and the RPC a send goes to, `customRpcUrls` first.
   *
   * @example
   * embeddedWallet.target(solanaLocal, {}) // { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:8899' }
   */
  target(network, customRpcUrls) {
    const rpcUrl = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
    return { chainId: network.caipNetworkId, ...(rpcUrl ? { rpcUrl } : {}) }
  },
}

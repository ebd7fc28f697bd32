import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'

/** What the demo page needs to run its Solana test wallet: a devnet test key (public, never to be used elsewhere). */
export interface DemoSolanaWallet {
  address: string
  /** The 32-byte ed25519 seed, hex. */
  secretKey: string
  rpcUrl: string
  /** `solana:<reference>` of the local network. */
  chain: `${string}:${string}`
}

const hex = (text: string) => Uint8Array.from(text.match(/../gu) ?? [], (pair) => parseInt(pair, 16))

/** Where the wallet remembers that this site connected (a real wallet keeps its approved sites). */
const APPROVED_KEY = 'portico-demo-solana-wallet:approved'

/**
 * Registers the demo's Solana test wallet in the page as a browser extension does (Wallet Standard: the
 * `wallet-standard:register-wallet` event, again on `wallet-standard:app-ready`), so a newcomer without an extension
 * can connect on the local Solana network. It signs in the page with a devnet test key and sends to the local RPC.
 * Every prompt is approved, and the site stays approved over reloads until it disconnects.
 *
 * @example
 * registerDemoSolanaWallet({ address, secretKey, rpcUrl, chain: 'solana:…' })
 */
export function registerDemoSolanaWallet({ address, secretKey, rpcUrl, chain }: DemoSolanaWallet): void {
  const seed = hex(secretKey)
  const account = Object.freeze({
    address,
    publicKey: base58.decode(address),
    chains: [chain] as const,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const,
  })
  let accounts: readonly (typeof account)[] = []
  const listeners = new Set<(properties: { accounts: readonly (typeof account)[] }) => void>()
  const setAccounts = (next: readonly (typeof account)[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const sign = (transaction: Uint8Array) => {
    const decoded = getTransactionDecoder().decode(transaction)
    const signature = ed25519.sign(new Uint8Array(decoded.messageBytes), seed) as SignatureBytes
    return new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures: { ...decoded.signatures, [address]: signature } }))
  }
  const send = async (signed: Uint8Array) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(signed), { encoding: 'base64' }] }),
    })
    const body = (await response.json()) as { result?: string; error?: { message: string } }
    if (!body.result) throw new Error(body.error?.message ?? `HTTP ${response.status}`)
    return base58.decode(body.result)
  }
  const wallet = {
    version: '1.0.0',
    name: 'Demo Solana Wallet',
    icon: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14f195"/><path d="M9 11h14l-3 3H6zm3 4h14l-3 3H9zm-3 4h14l-3 3H6z" fill="#1b1b1f"/></svg>')}`,
    chains: [chain],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          // As a real wallet does, it remembers a site it connected to: a silent connect after a reload answers.
          if (!input?.silent || accounts.length || localStorage.getItem(APPROVED_KEY)) {
            localStorage.setItem(APPROVED_KEY, '1')
            setAccounts([account])
          }
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          localStorage.removeItem(APPROVED_KEY)
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: readonly (typeof account)[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, seed) })),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction) })),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(inputs.map(async ({ transaction }) => ({ signature: await send(sign(transaction)) }))),
      },
    },
  }
  const callback = ({ register }: { register(wallet: unknown): unknown }) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail))
}

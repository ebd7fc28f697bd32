import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

/** What the demo page needs to run its Bitcoin test wallet: a devnet test key of the local UTXO network (public, never to be used elsewhere). */
export interface DemoBitcoinWallet {
  /** Its P2WPKH address (`rltc1q…`). */
  address: string
  /** The 33-byte compressed public key, hex. */
  publicKey: string
  /** The 32-byte private key, hex. */
  privateKey: string
}

/** Where the wallet remembers that this site connected (a real wallet keeps its approved sites). */
const APPROVED_KEY = 'portico-demo-bitcoin-wallet:approved'

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h6a4 4 0 0 1 1 7.9A4 4 0 0 1 18 24h-6zm3 3v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 6.5V21h3.5a1.75 1.75 0 0 0 0-3.5z" fill="#fff"/></svg>',
)}` as const

/** A legacy (BIP-137, P2WPKH header) signature of `message`: what the demo wallet answers to every message request. */
function signLegacy(message: string, key: Uint8Array): Uint8Array {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')
  const length = text.length < 0xfd ? [text.length] : [0xfd, text.length & 0xff, text.length >> 8]
  const signature = secp256k1.sign(sha256(sha256(new Uint8Array([...prefix, ...length, ...text]))), key, { lowS: true, prehash: false })
  return new Uint8Array([39 + (signature.recovery ?? 0), ...signature.toCompactRawBytes()])
}

/**
 * Registers the demo's Bitcoin test wallet in the page as an extension does (Wallet Standard `bitcoin:connect`,
 * `bitcoin:signMessage`, `bitcoin:signTransaction`), so a newcomer without an extension can connect on the local
 * UTXO network, sign and send. It signs in the page with a devnet test key: PSBT inputs with @scure/btc-signer,
 * messages in the legacy format (BIP-137). Every prompt is approved; the site stays approved until it disconnects.
 *
 * @example
 * registerDemoBitcoinWallet({ address, publicKey, privateKey })
 */
export function registerDemoBitcoinWallet({ address, publicKey, privateKey }: DemoBitcoinWallet): void {
  const key = hex.decode(privateKey)
  const account = Object.freeze({ address, publicKey: hex.decode(publicKey), chains: ['bitcoin:regtest'] as const, features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const, purpose: 'payment' })
  let accounts: readonly (typeof account)[] = localStorage.getItem(APPROVED_KEY) ? [account] : []
  const listeners = new Set<(properties: { accounts: readonly (typeof account)[] }) => void>()
  const setAccounts = (next: readonly (typeof account)[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const wallet = {
    version: '1.0.0' as const,
    name: 'Demo Bitcoin Wallet',
    icon: ICON,
    chains: ['bitcoin:regtest'] as const,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect() {
          localStorage.setItem(APPROVED_KEY, '1')
          setAccounts([account])
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          return inputs.map(({ message }) => ({ signedMessage: message, signature: signLegacy(new TextDecoder().decode(message), key) }))
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { signingIndexes: number[] }[] }[]) {
          return inputs.map(({ psbt, inputsToSign }) => {
            const tx = Transaction.fromPSBT(psbt)
            for (const index of inputsToSign.flatMap((input) => input.signingIndexes)) tx.signIdx(key, index)
            return { signedPsbt: tx.toPSBT() }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
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
    },
  }
  const callback = ({ register }: { register(wallet: unknown): unknown }) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail))
}

import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

/** The demo wallet's ed25519 seed: a public test key, never to be used elsewhere. */
const DEMO_SEED = Uint8Array.from({ length: 32 }, (_, i) => (i * 29 + 7) % 256)

/** The extension's key in `window.injectedWeb3`, which the modal shows as its name. */
const NAME = 'Demo Polkadot Wallet'

/** Where the wallet remembers that this site connected (a real extension keeps its authorized sites). */
const APPROVED_KEY = 'portico-demo-polkadot-wallet:approved'

const encoder = new TextEncoder()
const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/u, '').match(/../gu) ?? [], (pair) => parseInt(pair, 16))

/** The generic Substrate address (prefix 42) of a 32-byte key, as extensions list their accounts. */
function genericAddress(publicKey: Uint8Array): string {
  const body = Uint8Array.of(42, ...publicKey)
  const sum = blake2b(Uint8Array.of(...encoder.encode('SS58PRE'), ...body), { dkLen: 64 })
  return base58.encode(Uint8Array.of(...body, sum[0]!, sum[1]!))
}

/**
 * Injects the demo's Polkadot test wallet as an extension's content script does (`window.injectedWeb3[name] =
 * { enable, version }`), so a newcomer without an extension can connect on a Polkadot network and sign in. It
 * holds one ed25519 account and signs in the page, bytes wrapped in `<Bytes>…</Bytes>` as extensions do. Every
 * prompt is approved; balances and transfers are not offered (no Polkadot chain runs locally).
 *
 * @example
 * registerDemoPolkadotWallet()
 */
export function registerDemoPolkadotWallet(): void {
  const publicKey = ed25519.getPublicKey(DEMO_SEED)
  const account = Object.freeze({ address: genericAddress(publicKey), name: 'Demo account', type: 'ed25519', genesisHash: null })
  const w = window as unknown as { injectedWeb3?: Record<string, unknown> }
  w.injectedWeb3 ??= {}
  w.injectedWeb3[NAME] = {
    version: '1.0.0',
    async enable() {
      localStorage.setItem(APPROVED_KEY, '1')
      let id = 0
      return {
        accounts: {
          get: async () => [account],
          subscribe: (callback: (accounts: unknown[]) => void) => {
            queueMicrotask(() => callback([account]))
            return () => {}
          },
        },
        signer: {
          async signRaw({ address, data, type }: { address: string; data: string; type: string }) {
            if (address !== account.address || type !== 'bytes') throw new Error('Unknown account or payload')
            const message = Uint8Array.of(...encoder.encode('<Bytes>'), ...fromHex(data), ...encoder.encode('</Bytes>'))
            return { id: ++id, signature: hex(ed25519.sign(message, DEMO_SEED)) }
          },
        },
      }
    },
  }
}

import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32, hex } from '@scure/base'

/** Where the demo wallet keeps its key (made on first use in this browser) and the chains this site enabled. */
const KEY_KEY = 'portico-demo-cosmos-wallet:key'
const ENABLED_KEY = 'portico-demo-cosmos-wallet:enabled'

/** The demo wallet's `window` property and its name in the Connect view: what `cosmos({ wallets })` is given. */
export const DEMO_COSMOS_WALLET = { global: 'porticoDemoCosmosWallet', name: 'Demo Cosmos Wallet', keystoreChangeEvent: 'porticoDemoCosmosWallet_keystorechange' }

/** Canonical amino JSON: keys sorted at every level. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * Injects the demo's Cosmos test wallet as a Keplr-style extension does (`window.porticoDemoCosmosWallet`, Keplr's
 * API), so a newcomer without Keplr can connect on Cosmos Hub and Osmosis and sign in. Its key is made in this
 * browser on first use and kept in localStorage: a test key that holds nothing. Every prompt is approved.
 *
 * @example
 * registerDemoCosmosWallet({ 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' })
 */
export function registerDemoCosmosWallet(prefixes: Readonly<Record<string, string>>): void {
  let secret = localStorage.getItem(KEY_KEY)
  if (!secret) localStorage.setItem(KEY_KEY, (secret = hex.encode(secp256k1.utils.randomPrivateKey())))
  const privateKey = hex.decode(secret)
  const pubKey = secp256k1.getPublicKey(privateKey, true)
  const hash = ripemd160(sha256(pubKey))
  const enabled = new Set<string>(JSON.parse(localStorage.getItem(ENABLED_KEY) ?? '[]') as string[])
  const save = () => localStorage.setItem(ENABLED_KEY, JSON.stringify([...enabled]))
  const prefixOf = (chainId: string) => {
    const prefix = prefixes[chainId]
    if (!prefix) throw new Error(`There is no chain info for ${chainId}`)
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
    return prefix
  }
  const addressOn = (chainId: string) => bech32.encode(prefixOf(chainId), bech32.toWords(hash))
  const wallet = {
    async enable(chainIds: string | string[]) {
      for (const id of [chainIds].flat()) {
        if (!prefixes[id]) throw new Error(`There is no chain info for ${id}`)
        enabled.add(id)
      }
      save()
    },
    async disable(chainIds?: string | string[]) {
      if (chainIds === undefined) enabled.clear()
      for (const id of [chainIds ?? []].flat()) enabled.delete(id)
      save()
    },
    async getKey(chainId: string) {
      return { name: 'Demo key', algo: 'secp256k1', pubKey, address: hash, bech32Address: addressOn(chainId), isNanoLedger: false, isKeystone: false }
    },
    async signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
      if (signer !== addressOn(chainId)) throw new Error(`Unknown signer ${signer}`)
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const doc = {
        account_number: '0',
        chain_id: '',
        fee: { amount: [], gas: '0' },
        memo: '',
        msgs: [{ type: 'sign/MsgSignData', value: { data: base64.encode(bytes), signer } }],
        sequence: '0',
      }
      const json = sortedJson(doc).replace(/&/gu, '\\u0026').replace(/</gu, '\\u003c').replace(/>/gu, '\\u003e')
      const signature = secp256k1.sign(sha256(new TextEncoder().encode(json)), privateKey).toCompactRawBytes()
      return { pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(pubKey) }, signature: base64.encode(signature) }
    },
  }
  ;(window as unknown as Record<string, unknown>)[DEMO_COSMOS_WALLET.global] = wallet
}

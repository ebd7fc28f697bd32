import type { Page } from 'playwright-core'
import { signBip322WithKey, signLegacyWithKey, signPsbtWithKey } from '../../devnet/bip122/utxoSigner.js'
import { taprootAddressOf, type UtxoDevnetAccount } from '../../devnet/bip122/utxoKeys.js'

/** How the wallet shows itself in the page: sats-connect's `window.btc_providers`, Wallet Standard, or `window.unisat`. */
export type BitcoinWalletStyle = 'sats-connect' | 'wallet-standard' | 'unisat'

interface BitcoinWalletReject {
  connect?: boolean
  /** signMessage and signPsbt. */
  sign?: boolean
}

export interface InstallBitcoinWalletParameters {
  /** The devnet account the wallet holds (its payment account); its key stays in Node. */
  account: UtxoDevnetAccount
  /** A second account the wallet lists for ordinals. */
  ordinals: UtxoDevnetAccount
  /**
   * The payment account's address type: its native segwit address (`'p2wpkh'`, the default) or its taproot one
   * (`'p2tr'`, key path: BIP-322 signatures by the tweaked key, PSBT inputs with the internal key).
   */
  addressType?: 'p2wpkh' | 'p2tr'
  style: BitcoinWalletStyle
  /** The wallet's name in the page. Defaults to 'Portico Bitcoin Wallet'. */
  name?: string
  reject?: BitcoinWalletReject
  /** Inject only when `register()` is called (an extension that loads late), not at document start. */
  late?: boolean
}

export interface BitcoinTestWallet {
  readonly address: string
  /** Every request the page made, oldest first. */
  requests: { method: string; params: Record<string, unknown> | undefined }[]
  /** The message signatures it gave (base64), with their messages, oldest first. */
  signatures: { message: string; protocol: string; signature: string }[]
  setReject(reject: BitcoinWalletReject): void
  /** Injects a late wallet in the page now. */
  register(): Promise<void>
}

export const BITCOIN_TEST_WALLET_NAME = 'Portico Bitcoin Wallet'
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h6a4 4 0 0 1 1 7.9A4 4 0 0 1 18 24h-6zm3 3v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 6.5V21h3.5a1.75 1.75 0 0 0 0-3.5z" fill="#fff"/></svg>',
).toString('base64')}` as const

const BINDING = '__porticoBitcoinWalletRequest'
const HANDLE = '__porticoBitcoinWallet'

type Reply = { result: unknown } | { error: { code: number; message: string } }

/** The page side: the wallet in one of the three styles, every call answered in Node. */
function pageShim({ name, icon, style, binding, handle, late }: { name: string; icon: string; style: BitcoinWalletStyle; binding: string; handle: string; late: boolean }): void {
  type Account = { address: string; publicKey: string; purpose: string }
  const w = window as unknown as Record<string, unknown> & Window
  const call = w[binding] as (args: { method: string; params?: unknown }) => Promise<Reply>
  const request = async (method: string, params?: unknown) => {
    const reply = await call({ method, params })
    if ('error' in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  }
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))
  const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

  const inject = () => {
    if (style === 'sats-connect') {
      // A sats-connect provider: JSON-RPC answers, errors as { error: { code, message } } (USER_REJECTION is -32000).
      const provider = {
        async request(method: string, params?: Record<string, unknown>) {
          try {
            if (method === 'getAccounts') return { jsonrpc: '2.0', id: 1, result: await request('connect', { silent: false }) }
            if (method === 'signMessage') return { jsonrpc: '2.0', id: 1, result: { signature: await request('signMessage', params) } }
            if (method === 'signPsbt') {
              const signInputs = params?.['signInputs'] as Record<string, number[]>
              return { jsonrpc: '2.0', id: 1, result: { psbt: await request('signPsbt', { psbt: params?.['psbt'], indexes: Object.values(signInputs).flat() }) } }
            }
            return { jsonrpc: '2.0', id: 1, error: { code: -32601, message: `Method ${method} not found` } }
          } catch (error) {
            const code = (error as { code?: number }).code === 4001 ? -32000 : -32603
            return { jsonrpc: '2.0', id: 1, error: { code, message: (error as Error).message } }
          }
        },
      }
      Object.defineProperty(w, 'PorticoBitcoin', { value: { BitcoinProvider: provider }, configurable: true })
      const providers = (w['btc_providers'] as unknown[] | undefined) ?? []
      providers.push({ id: 'PorticoBitcoin.BitcoinProvider', name, icon, webUrl: 'https://portico.example' })
      w['btc_providers'] = providers
    } else if (style === 'unisat') {
      const listeners = new Set<() => void>()
      let addresses: string[] = []
      let publicKey = ''
      w['unisat'] = {
        name,
        icon,
        async requestAccounts() {
          const accounts = (await request('connect', { silent: false })) as Account[]
          const payment = accounts.find((a) => a.purpose === 'payment')!
          addresses = [payment.address]
          publicKey = payment.publicKey
          return addresses
        },
        async getAccounts() {
          return addresses
        },
        async getPublicKey() {
          return publicKey
        },
        async signMessage(message: string, type: string) {
          return request('signMessage', { address: addresses[0], message, protocol: type === 'bip322-simple' ? 'BIP322' : 'ECDSA' })
        },
        async signPsbt(psbtHex: string, options: { toSignInputs: { index: number }[] }) {
          const signed = (await request('signPsbt', { psbt: toBase64(fromHex(psbtHex)), indexes: options.toSignInputs.map((input) => input.index) })) as string
          return toHex(fromBase64(signed))
        },
        on: (_event: string, listener: () => void) => listeners.add(listener),
        removeListener: (_event: string, listener: () => void) => listeners.delete(listener),
      }
    } else {
      type StandardAccount = { address: string; publicKey: Uint8Array; chains: string[]; features: string[]; purpose: string }
      let accounts: readonly StandardAccount[] = []
      const listeners = new Set<(properties: { accounts?: readonly StandardAccount[] }) => void>()
      const features = ['bitcoin:signMessage', 'bitcoin:signTransaction']
      const wallet = {
        version: '1.0.0',
        name,
        icon,
        chains: ['bitcoin:mainnet', 'bitcoin:testnet'],
        get accounts() {
          return accounts
        },
        features: {
          'bitcoin:connect': {
            version: '1.0.0',
            async connect() {
              const list = (await request('connect', { silent: false })) as Account[]
              accounts = list.map((a) => Object.freeze({ address: a.address, publicKey: fromHex(a.publicKey), chains: ['bitcoin:mainnet'], features, purpose: a.purpose }))
              for (const listener of listeners) listener({ accounts })
              return { accounts }
            },
          },
          'bitcoin:signMessage': {
            version: '1.0.0',
            async signMessage(...inputs: { account: StandardAccount; message: Uint8Array }[]) {
              return Promise.all(
                inputs.map(async ({ account, message }) => {
                  const signature = (await request('signMessage', { address: account.address, message: new TextDecoder().decode(message), protocol: 'BIP322' })) as string
                  return { signedMessage: message, signature: fromBase64(signature) }
                }),
              )
            },
          },
          'bitcoin:signTransaction': {
            version: '1.0.0',
            async signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { signingIndexes: number[] }[] }[]) {
              return Promise.all(
                inputs.map(async ({ psbt, inputsToSign }) => ({
                  signedPsbt: fromBase64((await request('signPsbt', { psbt: toBase64(psbt), indexes: inputsToSign.flatMap((input) => input.signingIndexes) })) as string),
                })),
              )
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            async disconnect() {
              accounts = []
            },
          },
          'standard:events': {
            version: '1.0.0',
            on(_event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void) {
              listeners.add(listener)
              return () => listeners.delete(listener)
            },
          },
        },
      }
      const callback = ({ register }: { register(wallet: unknown): unknown }) => register(wallet)
      w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      w.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail))
    }
  }
  Object.defineProperty(w, handle, { value: { register: inject } })
  if (!late) inject()
}

/**
 * Installs the Bitcoin test wallet in a Playwright page, in one of the three ways Bitcoin wallets show themselves
 * (sats-connect, Wallet Standard `bitcoin:*`, Unisat-style): a payment account (P2WPKH, or taproot with `addressType:
 * 'p2tr'`) and an ordinals one on the
 * devnet's local UTXO network, whose messages (BIP-322 with bip322-js, or the legacy format) and PSBTs
 * (@scure/btc-signer) are signed in Node with the devnet keys. Call before `page.goto`.
 *
 * @example
 * const wallet = await installBitcoinWallet(page, { account, ordinals, style: 'sats-connect' })
 */
export async function installBitcoinWallet(
  page: Page,
  { account, ordinals, style, addressType = 'p2wpkh', name = BITCOIN_TEST_WALLET_NAME, reject: initialReject = {}, late = false }: InstallBitcoinWalletParameters,
): Promise<BitcoinTestWallet> {
  let reject = initialReject
  const requests: BitcoinTestWallet['requests'] = []
  const signatures: BitcoinTestWallet['signatures'] = []
  const refused = () => ({ error: { code: 4001, message: 'User rejected the request.' } })
  // A taproot account's public key is its x-only internal key (32 bytes), as wallets give it.
  const payment =
    addressType === 'p2tr'
      ? { address: taprootAddressOf(account), publicKey: account.publicKey.slice(2), purpose: 'payment', addressType }
      : { address: account.address, publicKey: account.publicKey, purpose: 'payment', addressType }
  const accounts = [
    payment,
    { address: ordinals.address, publicKey: ordinals.publicKey, purpose: 'ordinals', addressType: 'p2wpkh' },
  ]
  await page.exposeBinding(BINDING, async (_source, { method, params }: { method: string; params?: Record<string, unknown> }): Promise<Reply> => {
    requests.push({ method, params })
    try {
      switch (method) {
        case 'connect':
          return reject.connect ? refused() : { result: accounts }
        case 'signMessage': {
          if (reject.sign) return refused()
          const message = String(params?.['message'])
          if (params?.['address'] !== payment.address) return { error: { code: -32602, message: `No key for ${String(params?.['address'])}` } }
          const protocol = params?.['protocol'] === 'ECDSA' ? 'ECDSA' : 'BIP322'
          const signature = protocol === 'ECDSA' ? signLegacyWithKey(message, account.privateKey) : signBip322WithKey(message, account.privateKey, addressType)
          signatures.push({ message, protocol, signature })
          return { result: signature }
        }
        case 'signPsbt':
          if (reject.sign) return refused()
          return { result: signPsbtWithKey(String(params?.['psbt']), account.privateKey, params?.['indexes'] as number[]) }
        default:
          return { error: { code: 4200, message: `Unsupported method ${method}` } }
      }
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }
    }
  })
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  await page.addInitScript(pageShim, { name, icon: ICON, style, binding: BINDING, handle: HANDLE, late })
  return {
    address: payment.address,
    requests,
    signatures,
    setReject: (next) => (reject = next),
    register: () => page.evaluate((handle) => (window as unknown as Record<string, { register(): void }>)[handle]!.register(), HANDLE),
  }
}

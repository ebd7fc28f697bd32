// One shape for the three ways a Bitcoin wallet shows itself in a page (sats-connect's `window.btc_providers`,
// Wallet Standard `bitcoin:*` features, Unisat's `window.unisat`): what the connector and the capabilities call.

/** What an account is for (sats-connect's and Wallet Standard's purposes). */
export type AccountPurpose = 'payment' | 'ordinals'

export interface BitcoinAccount {
  address: string
  /** The public key as hex (33 bytes; 32 x-only for taproot), when the wallet gives it. */
  publicKey: string
  purpose: AccountPurpose
}

/** Which message-signing format a signature is asked in: BIP-322 (simple) or the legacy ECDSA one (BIP-137). */
export type MessageProtocol = 'BIP322' | 'ECDSA'

/** A Bitcoin wallet, whatever the style it was discovered by. */
export interface BitcoinWallet {
  name: string
  icon: string
  /** The accounts the wallet approves (`silent`: only when it already has, without asking). */
  connect(silent: boolean): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** Signs `message` with `address`; resolves the signature in base64. */
  signMessage(request: { address: string; message: string; protocol: MessageProtocol }): Promise<string>
  /** Signs the inputs `inputs` of a PSBT (base64) by the address that owns them; resolves the PSBT (base64). */
  signPsbt(request: { psbt: string; inputs: { address: string; indexes: number[] }[] }): Promise<string>
  /** Calls `listener` when the wallet's accounts change; returns the function that stops it. */
  onAccountsChanged?(listener: () => void): () => void
}

/** A JSON-RPC answer of a sats-connect provider. */
type SatsResponse<T> = { result: T; error?: undefined } | { result?: undefined; error: { code: number; message: string } }

/** sats-connect's USER_REJECTION code, as the EIP-1193 one the kernel knows (4001). */
const SATS_USER_REJECTION = -32000

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../gu) ?? [], (pair) => parseInt(pair, 16))
const purposeOf = (value: unknown): AccountPurpose => (value === 'ordinals' ? 'ordinals' : 'payment')

/**
 * A sats-connect provider (`provider.request(method, params)` answering `{ result }` or `{ error }`):
 * `getAccounts` with both purposes, `signMessage` with a protocol, `signPsbt` without broadcast.
 */
export function fromSatsConnect(
  { name, icon }: { name: string; icon: string },
  provider: { request(method: string, params?: unknown): Promise<unknown> },
): BitcoinWallet {
  let approved = false
  const call = async <T>(method: string, params?: unknown): Promise<T> => {
    const response = (await provider.request(method, params)) as SatsResponse<T>
    if (response.error) {
      const { code, message } = response.error
      throw Object.assign(new Error(message), { code: code === SATS_USER_REJECTION ? 4001 : code })
    }
    return response.result
  }
  return {
    name,
    icon,
    async connect(silent) {
      if (silent && !approved) return []
      const accounts = await call<{ address: string; publicKey: string; purpose: string }[]>('getAccounts', { purposes: ['payment', 'ordinals'] })
      approved = true
      return accounts.map(({ address, publicKey, purpose }) => ({ address, publicKey, purpose: purposeOf(purpose) }))
    },
    async disconnect() {
      approved = false
    },
    async signMessage({ address, message, protocol }) {
      return (await call<{ signature: string }>('signMessage', { address, message, protocol })).signature
    },
    async signPsbt({ psbt, inputs }) {
      const signInputs = Object.fromEntries(inputs.map(({ address, indexes }) => [address, indexes]))
      return (await call<{ psbt: string }>('signPsbt', { psbt, signInputs, broadcast: false })).psbt
    },
  }
}

/** A Wallet Standard account with the `purpose` Bitcoin wallets add. */
interface StandardBitcoinAccount {
  address: string
  publicKey: Uint8Array
  purpose?: string
}

/** The `bitcoin:*` and `standard:*` features this package calls. */
interface BitcoinStandardFeatures {
  'bitcoin:connect': { connect(input: { purposes: AccountPurpose[] }): Promise<{ accounts: readonly StandardBitcoinAccount[] }> }
  'bitcoin:signMessage': { signMessage(...inputs: { account: StandardBitcoinAccount; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]> }
  'bitcoin:signTransaction': {
    signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { account: StandardBitcoinAccount; signingIndexes: number[] }[] }[]): Promise<{ signedPsbt: Uint8Array }[]>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: (properties: { accounts?: unknown }) => void): () => void }
}

/**
 * A Wallet Standard wallet with `bitcoin:connect`, `bitcoin:signMessage` (its signature bytes, BIP-322 for a
 * segwit account) and `bitcoin:signTransaction` (a PSBT's bytes).
 */
export function fromWalletStandard(wallet: { name: string; icon: string; accounts: readonly unknown[]; features: Record<string, unknown> }): BitcoinWallet {
  const features = wallet.features as unknown as BitcoinStandardFeatures
  let accounts: readonly StandardBitcoinAccount[] = []
  const account = (address: string) => {
    const found = accounts.find((candidate) => candidate.address === address)
    if (!found) throw new Error(`${wallet.name} has no account ${address}.`)
    return found
  }
  return {
    name: wallet.name,
    icon: wallet.icon,
    async connect(silent) {
      if (silent) accounts = wallet.accounts as readonly StandardBitcoinAccount[]
      else accounts = (await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })).accounts
      return accounts.map(({ address, publicKey, purpose }) => ({ address, publicKey: toHex(publicKey), purpose: purposeOf(purpose) }))
    },
    async disconnect() {
      accounts = []
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage({ address, message }) {
      const [output] = await features['bitcoin:signMessage'].signMessage({ account: account(address), message: new TextEncoder().encode(message) })
      if (!output) throw new Error(`${wallet.name} answered no signature.`)
      return toBase64(output.signature)
    },
    async signPsbt({ psbt, inputs }) {
      const inputsToSign = inputs.map(({ address, indexes }) => ({ account: account(address), signingIndexes: indexes }))
      const [output] = await features['bitcoin:signTransaction'].signTransaction({ psbt: fromBase64(psbt), inputsToSign })
      if (!output) throw new Error(`${wallet.name} answered no transaction.`)
      return toBase64(output.signedPsbt)
    },
    onAccountsChanged(listener) {
      return features['standard:events']?.on('change', ({ accounts: changed }) => changed && listener()) ?? (() => {})
    },
  }
}

/** The Unisat-style injected object (`window.unisat`), the calls made here. */
export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(psbtHex: string, options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] }): Promise<string>
  on?(event: 'accountsChanged', listener: () => void): void
  removeListener?(event: 'accountsChanged', listener: () => void): void
}

/** A Unisat-style wallet: one payment account; PSBTs in hex; `bip322-simple` or `ecdsa` messages. */
export function fromUnisat({ name, icon }: { name: string; icon: string }, provider: UnisatProvider): BitcoinWallet {
  return {
    name,
    icon,
    async connect(silent) {
      const addresses = silent ? await provider.getAccounts() : await provider.requestAccounts()
      const [address] = addresses
      if (!address) return []
      return [{ address, publicKey: await provider.getPublicKey(), purpose: 'payment' }]
    },
    async disconnect() {},
    signMessage: ({ message, protocol }) => provider.signMessage(message, protocol === 'BIP322' ? 'bip322-simple' : 'ecdsa'),
    async signPsbt({ psbt, inputs }) {
      const toSignInputs = inputs.flatMap(({ address, indexes }) => indexes.map((index) => ({ index, address })))
      return toBase64(fromHex(await provider.signPsbt(toHex(fromBase64(psbt)), { autoFinalized: false, toSignInputs })))
    },
    onAccountsChanged(listener) {
      provider.on?.('accountsChanged', listener)
      return () => provider.removeListener?.('accountsChanged', listener)
    },
  }
}

import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { UnisatProvider } from './bitcoinWallet.js'
import { createBip122Connector, type FoundBitcoinWallet } from './createBip122Connector.js'

/** The three styles' calls, fetched when a Bitcoin wallet is first connected. */
const styles = () => import('./bitcoinWallet.js')

/** How often, and for how long after setup, the page is looked at again for wallets that inject late. */
const RESCAN_MS = 500
const RESCAN_FOR_MS = 60_000

/** A wallet's entry in sats-connect's `window.btc_providers`. */
interface SatsProviderEntry {
  id?: unknown
  name?: unknown
  icon?: unknown
}

/** The object at a dotted path of `window` (sats-connect's provider ids: `XverseProviders.BitcoinProvider`). */
function atPath(path: string): unknown {
  return path.split('.').reduce<unknown>((object, key) => (object && typeof object === 'object' ? (object as Record<string, unknown>)[key] : undefined), window)
}

/** The sats-connect wallets the page lists, with their providers. */
function satsConnectWallets(): FoundBitcoinWallet[] {
  const entries = (window as unknown as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(entries)) return []
  return entries.flatMap((entry: SatsProviderEntry) => {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string') return []
    const provider = atPath(entry.id) as { request?: unknown } | undefined
    if (typeof provider?.request !== 'function') return []
    const found = { name: entry.name, icon: typeof entry.icon === 'string' ? entry.icon : '' }
    return [{ ...found, load: async () => (await styles()).fromSatsConnect(found, provider as { request(method: string, params?: unknown): Promise<unknown> }) }]
  })
}

/** A Unisat-style wallet at `window.unisat`. */
function unisatWallet(): FoundBitcoinWallet | undefined {
  const provider = (window as unknown as { unisat?: Partial<UnisatProvider> & { name?: unknown; icon?: unknown } }).unisat
  if (typeof provider?.requestAccounts !== 'function' || typeof provider.signPsbt !== 'function') return undefined
  const name = typeof provider.name === 'string' ? provider.name : 'Unisat'
  const found = { name, icon: typeof provider.icon === 'string' ? provider.icon : '' }
  return { ...found, load: async () => (await styles()).fromUnisat(found, provider as UnisatProvider) }
}

/** Wallet Standard features a Bitcoin wallet needs here: connecting, signing messages and PSBTs. */
function isBitcoinWallet(wallet: Wallet): boolean {
  return ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'].every((feature) => feature in wallet.features)
}

/**
 * Discovers Bitcoin wallets (DESIGN.md Chains) in the three ways they show themselves: Wallet Standard
 * (`bitcoin:connect`, live, with unregistering), sats-connect's `window.btc_providers` and Unisat's `window.unisat`
 * (looked at again every half second for a minute, for wallets that inject late). A wallet offering several ways
 * gets one connector, by name, Wallet Standard first. Returns the teardown that removes every connector.
 *
 * @example
 * const stop = discoverBip122Wallets(context)
 */
export function discoverBip122Wallets({ registerConnector, networks }: Pick<AdapterContext, 'registerConnector' | 'networks'>): () => void {
  const registered = new Map<string, () => void>()
  const standard = new Map<Wallet, string>()
  const add = (wallet: FoundBitcoinWallet) => {
    if (!registered.has(wallet.name)) registered.set(wallet.name, registerConnector(createBip122Connector(wallet, () => networks)))
  }
  const wallets = getWallets()
  const addStandard = (...list: Wallet[]) => {
    for (const wallet of list)
      if (!standard.has(wallet) && isBitcoinWallet(wallet)) {
        standard.set(wallet, wallet.name)
        add({ name: wallet.name, icon: wallet.icon, load: async () => (await styles()).fromWalletStandard(wallet) })
      }
  }
  const removeStandard = (...list: Wallet[]) => {
    for (const wallet of list) {
      const name = standard.get(wallet)
      if (name === undefined) continue
      standard.delete(wallet)
      registered.get(name)?.()
      registered.delete(name)
    }
  }
  const scan = () => {
    for (const wallet of satsConnectWallets()) add(wallet)
    const unisat = unisatWallet()
    if (unisat) add(unisat)
  }
  const offs = [wallets.on('register', addStandard), wallets.on('unregister', removeStandard)]
  addStandard(...wallets.get())
  scan()
  const started = Date.now()
  const timer = setInterval(() => {
    scan()
    if (Date.now() - started > RESCAN_FOR_MS) clearInterval(timer)
  }, RESCAN_MS)
  return () => {
    clearInterval(timer)
    for (const off of offs) off()
    for (const remove of registered.values()) remove()
    registered.clear()
    standard.clear()
  }
}

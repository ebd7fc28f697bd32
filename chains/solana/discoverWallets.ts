import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { AdapterContext } from '../../kernel/connection/adapter.js'
import { createWalletStandardConnector } from './createWalletStandardConnector.js'

/** Wallet Standard features a Solana wallet needs here: connecting, and signing a transaction one way or another. */
function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    features.includes('standard:connect') &&
    (features.includes('solana:signAndSendTransaction') || features.includes('solana:signTransaction'))
  )
}

/**
 * Discovers Wallet Standard wallets on solana (DESIGN.md Chains) and registers a connector for each: those
 * registered already and those that register later, live; an unregistered wallet's connector goes away.
 * Returns the teardown that stops listening and removes every connector.
 *
 * @example
 * const stop = discoverSolanaWallets(context)
 */
export function discoverSolanaWallets({ registerConnector, networks }: Pick<AdapterContext, 'registerConnector' | 'networks'>): () => void {
  const registered = new Map<Wallet, () => void>()
  const add = (...wallets: Wallet[]) => {
    for (const wallet of wallets)
      if (!registered.has(wallet) && isSolanaWallet(wallet))
        registered.set(wallet, registerConnector(createWalletStandardConnector(wallet, () => networks)))
  }
  const remove = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      registered.get(wallet)?.()
      registered.delete(wallet)
    }
  }
  const wallets = getWallets()
  const offs = [wallets.on('register', add), wallets.on('unregister', remove)]
  add(...wallets.get())
  return () => {
    for (const off of offs) off()
    remove(...registered.keys())
  }
}

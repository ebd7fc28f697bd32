import type { PluginContext } from 'portico'
import type { EmbeddedWallet, EmbeddedWalletUser } from './createEmbeddedWallet.js'

// The passkey that can seal the embedded wallet's recovery share (README "The embedded wallet's account"), as the
// kit offers it: an Account action once the frame says whether a passkey protects the account, and the unlock a
// new device's login waits for. Loaded only once a person is logged in, or when a login needs the passkey.

/** How long the kit waits for the person at the frame's passkey panel and the authenticator. */
export const PASSKEY_TIMEOUT_MS = 300_000
/** How long the frame has to say whether a passkey protects the account (a secure site without passkeys never answers). */
const STATUS_TIMEOUT_MS = 5000

type Kernel = PluginContext<'embedded-wallet'>

const actions = new WeakMap<Kernel, () => void>()

/** The Account action: "Protect with a passkey", or "Protected with a passkey" once it is on; both open Passkey. */
export function showPasskeyAction(kernel: Kernel, on: boolean): void {
  actions.get(kernel)?.()
  kernel.state.passkey = on
  actions.set(kernel, kernel.registerAccountAction({ id: 'passkey', label: on ? 'wallet.passkeyOn' : 'wallet.passkeyProtect', view: 'Passkey' }))
}

/** Offers the passkey to `user` (nothing while no one is logged in, or where the secure site has no passkeys). */
export async function offerPasskey(kernel: Kernel, wallet: EmbeddedWallet, user: EmbeddedWalletUser | undefined): Promise<void> {
  actions.get(kernel)?.()
  actions.delete(kernel)
  kernel.state.passkey = undefined
  if (!user) return
  const status = await wallet
    .bridge()
    .then((bridge) => bridge.request('PASSKEY_STATUS', undefined, { timeoutMs: STATUS_TIMEOUT_MS }))
    .catch(() => undefined) // no frame, or a secure site without passkeys (the hosted reference): no action then
  if (status && wallet.user() === user) showPasskeyAction(kernel, status.protected)
}

let waiting: { resolve(): void; reject(error: Error): void } | undefined

/**
 * A login the frame answered `passkey: 'required'`: opens Passkey to unlock and resolves once the person's passkey
 * has opened the account in the frame; rejects when the person leaves it.
 */
export function unlockWithPasskey(kernel: Kernel): Promise<void> {
  waiting?.reject(new Error('Another login started'))
  return new Promise<void>((resolve, reject) => {
    waiting = { resolve, reject }
    kernel.router.push('Passkey', { unlock: true })
  })
}

/** The unlock's outcome: the account is open, or the person left (the login ends). */
export function settleUnlock(outcome: Error | undefined): void {
  const current = waiting
  waiting = undefined
  if (outcome) current?.reject(outcome)
  else current?.resolve()
}

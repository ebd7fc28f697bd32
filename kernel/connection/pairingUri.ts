import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../constants.js'
import type { WalletConnectState } from '../store/createStore.js'

/** Keeps a WalletConnect pairing uri and when it was set (SPEC.md §4). */
export function setPairingUri(state: WalletConnectState, uri: string, now: number): void {
  state.uri = uri
  state.uriSetAt = now
}

/**
 * A pairing uri expires 4 minutes after it is set and counts as expired 10 s before that (SPEC.md §4, §9),
 * so a wallet is never shown a uri that dies while it scans. No uri counts as expired.
 *
 * @example
 * if (isPairingUriExpired(state.walletConnect, Date.now())) await refreshUri()
 */
export function isPairingUriExpired(state: Pick<WalletConnectState, 'uri' | 'uriSetAt'>, now: number): boolean {
  if (!state.uri || state.uriSetAt === undefined) return true
  return now >= state.uriSetAt + PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS
}

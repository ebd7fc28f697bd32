import type { PluginContext } from 'portico'

/** A pairing uri expires 4 minutes after it is set (SPEC.md §4, §9)… */
const PAIRING_EXPIRY_MS = 4 * 60_000
/** …and counts as expired 10 s before that. */
const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** Where the deep-link choice is kept (SPEC.md §3). */
const DEEP_LINK_CHOICE_KEY = '@portico/deeplink_choice'

/** The plugin's state slice: the pairing the modal shows and the stored deep-link choice (SPEC.md §3, §4). */
export interface PairingState {
  uri: string | undefined
  /** When `uri` was set, ms since the epoch (SPEC.md §4 pairing expiry). */
  uriSetAt: number | undefined
  /** The wallet a deep link opened last (SPEC.md §3). */
  deepLinkChoice: { name: string; href: string } | undefined
}

export const initialPairingState = (): PairingState => ({ uri: undefined, uriSetAt: undefined, deepLinkChoice: undefined })

/** What the plugin's controller and views change the pairing with. */
export interface Pairing {
  /** Shows a pairing uri (or clears it); it expires 4 minutes later, 10 s early (SPEC.md §4). */
  setUri(uri: string | undefined): void
  isUriExpired(): boolean
  /** Remembers the wallet a deep link opened (SPEC.md §3), or forgets it. */
  setDeepLinkChoice(choice: { name: string; href: string } | undefined): void
}

const isChoice = (value: unknown): value is { name: string; href: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { href?: unknown }).href === 'string'

/**
 * A pairing uri expires 4 minutes after it is set and counts as expired 10 s before that (SPEC.md §4, §9),
 * so a wallet is never shown a uri that dies while it scans. No uri counts as expired.
 *
 * @example
 * if (isPairingUriExpired(context.state, Date.now())) await refreshUri()
 */
export function isPairingUriExpired(state: Pick<PairingState, 'uri' | 'uriSetAt'>, now: number): boolean {
  if (!state.uri || state.uriSetAt === undefined) return true
  return now >= state.uriSetAt + PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS
}

/**
 * The pairing of one kit, kept in the plugin's state: reads the stored deep-link choice, and clears the uri when
 * the modal closes (SPEC.md §2). Returns it with the function that stops listening.
 */
export function createPairing(context: Pick<PluginContext<'walletconnect'>, 'state' | 'env' | 'storage' | 'events'>): Pairing & {
  stop(): void
} {
  const { state, env, storage } = context
  try {
    const stored = storage.getItem(DEEP_LINK_CHOICE_KEY)
    const choice: unknown = stored ? JSON.parse(stored) : undefined
    // Only a choice of the shape the plugin stores; anything else in storage is no choice.
    state.deepLinkChoice = isChoice(choice) ? { name: choice.name, href: choice.href } : undefined
  } catch {
    state.deepLinkChoice = undefined
  }
  const setUri = (uri: string | undefined) => {
    state.uri = uri
    state.uriSetAt = uri ? env.now() : undefined
  }
  return {
    setUri,
    isUriExpired: () => isPairingUriExpired(state, env.now()),
    setDeepLinkChoice(choice) {
      state.deepLinkChoice = choice
      try {
        if (choice) storage.setItem(DEEP_LINK_CHOICE_KEY, JSON.stringify(choice))
        else storage.removeItem(DEEP_LINK_CHOICE_KEY)
      } catch {
        // Storage full or refused: the choice holds for this visit.
      }
    },
    stop: context.events.on('MODAL_CLOSE', () => setUri(undefined)),
  }
}

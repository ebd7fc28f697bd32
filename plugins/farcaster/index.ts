import type { Plugin } from 'portico'

/** What ConnectingFarcaster shows (SPEC.md §3 `farcasterUrl`). */
export interface FarcasterState {
  /** The sign-in's link (the QR code's content) while the view waits for the Farcaster app. */
  farcasterUrl?: string | undefined
  /** `waiting`: for the Farcaster app; `connecting`: the embedded wallet connects; `failed`: see `error`. */
  phase?: 'waiting' | 'connecting' | 'failed' | undefined
  /** Why the last try failed: a key of the plugin's strings and the message it shows. */
  error?: { key: 'farcaster.refused' | 'farcaster.timeout' | 'farcaster.failed'; message?: string } | undefined
}

declare module 'portico' {
  interface PluginMap {
    farcaster: { state: FarcasterState; api: undefined }
  }
  interface ViewDataMap {
    /** Sign In With Farcaster: the QR code and link for the Farcaster app, or why it failed, with a retry. */
    ConnectingFarcaster: undefined
  }
}

/**
 * Farcaster sign-in into the embedded wallet (SPEC.md §1, §2, §3; `farcaster` in the `socials` feature, whose
 * social row offers it): the secure site opens a Sign In With Farcaster channel on the relay (`GET_FARCASTER_URI`),
 * ConnectingFarcaster shows its QR code and link, the Farcaster app signs, and the auth server verifies the
 * message against the fid's custody on chain before the embedded wallet connects (`CONNECT_FARCASTER`). A plugin
 * of its own beside `socials`, on the embedded wallet's API: its view and strings stay out of the social row.
 *
 * @example
 * createAppKit({ ..., features: { socials: ['google', 'x', 'farcaster'] }, apiUrls: { secureSite: 'https://secure.example/sdk' } })
 *
 * Written as a typed object rather than with `definePlugin`, so the entry imports nothing.
 */
export default {
  id: 'farcaster',
  requires: ['embedded-wallet'],
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    ConnectingFarcaster: () => import('./views/ConnectingFarcasterView.js'),
  },
  state: (): FarcasterState => ({}),
} satisfies Plugin<'farcaster'>

import { definePlugin } from 'portico'
import type { SocialLoginController, SocialsState } from './createSocialLogin.js'
import { RETURNING_PROVIDER_KEY } from './returningProvider.js'

export type { SocialLoginController, SocialsState } from './createSocialLogin.js'

declare module 'portico' {
  interface PluginMap {
    socials: { state: SocialsState; api: SocialLoginController }
  }
  interface ViewDataMap {
    /** The social row, shown in place in Connect at the social method's turn (SPEC.md §2). */
    ConnectSocialRow: undefined
    /** Every social login the row has no room for. */
    ConnectSocials: undefined
    /** A login under way in the provider's window, or why it failed, with a retry. */
    ConnectingSocial: undefined
  }
}

/**
 * Social login into the embedded wallet (SPEC.md §1, §3, §4; feature `socials`, the remote config's list): Google,
 * X, Discord, Apple, GitHub and Facebook through the secure site (OpenID Connect with PKCE), each step a frame action
 * through the embedded wallet's API; its row also offers Farcaster, whose sign-in is the `farcaster` plugin's. A
 * login method as any third party could write it.
 *
 * @example
 * createAppKit({ ..., features: { socials: ['google', 'github'] }, apiUrls: { secureSite: 'https://secure.example/sdk' } })
 */
export default definePlugin({
  id: 'socials',
  requires: ['embedded-wallet'],
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    ConnectSocialRow: () => import('./views/ConnectSocialRow.js'),
    ConnectSocials: () => import('./views/ConnectSocialsView.js'),
    ConnectingSocial: () => import('./views/ConnectingSocialView.js'),
  },
  state: (): SocialsState => ({}),
  // Its Connect row shows before; the rest waits for the first open or the row's first use, unless a login that
  // left the page (inside Telegram) is coming back to it.
  setupOnUse: (kernel) => kernel.storage.getItem(RETURNING_PROVIDER_KEY) === null,
  setup: async (kernel) => (await import('./setup.js')).setUpSocials(kernel),
})

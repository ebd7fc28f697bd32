import type { PluginContext } from 'portico'
import { SOCIAL_LOGINS, type SocialLogin } from './providers.js'
import { RETURNING_PROVIDER_KEY } from './returningProvider.js'

// A social login that leaves the page instead of opening a window (inside Telegram, whose web view opens none): a
// chunk of its own, fetched only there and on the page's return.

/** Sends the page itself to the provider's sign-in; the secure site's callback page brings it back here. */
export async function leavePage(kernel: PluginContext<'socials'>, provider: SocialLogin, stillWanted: () => boolean): Promise<void> {
  const { uri } = await kernel.plugin('embedded-wallet').request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: location.href })
  if (!stillWanted()) return
  kernel.storage.setItem(RETURNING_PROVIDER_KEY, provider)
  location.assign(uri)
}

/**
 * The provider and the answer of a login that left the page and is back, taken off the address and the storage
 * (a reload does not replay it); undefined on any other load.
 */
export function returned(kernel: PluginContext<'socials'>): { provider: SocialLogin; resultUri: string } | undefined {
  const provider = kernel.storage.getItem(RETURNING_PROVIDER_KEY)
  const resultUri = kernel.plugin('embedded-wallet').takeReturnedResult()
  kernel.storage.removeItem(RETURNING_PROVIDER_KEY)
  return resultUri !== undefined && provider && Object.hasOwn(SOCIAL_LOGINS, provider) ? { provider: provider as SocialLogin, resultUri } : undefined
}

import type { PluginContext, PluginSetupResult } from 'portico'
import { createSocialLogin } from './createSocialLogin.js'

/** The socials plugin's setup: its Connect method, the login controller its views use, and a login coming back. */
export function setUpSocials(kernel: PluginContext<'socials'>): PluginSetupResult<'socials'> {
  kernel.registerConnectMethod({ id: 'socials', method: 'social', label: 'social.label', view: 'ConnectSocialRow', inline: true })
  const controller = createSocialLogin(kernel)
  // A login that left the page for the provider's (inside Telegram) finishes here, once the page is back.
  controller.resume()
  // The frame loads on the way to a login (CONNECT_INTENT from the social rows), not because Connect shows the row.
  const off = kernel.events.on('CONNECT_INTENT', (intent: { via?: string | undefined } | undefined) => {
    if (intent?.via === kernel.id) controller.prepare()
  })
  return {
    api: controller,
    teardown: () => {
      off()
      controller.cancel()
    },
  }
}

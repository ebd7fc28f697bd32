import type { PluginContext, PluginSetupResult } from 'portico'
import { createEmailController } from './createEmailController.js'

/**
 * The email plugin's setup: its Connect method, the Account view's "Edit email" for a person who logged in with
 * email, and the controller its views use.
 */
export function setUpEmail(kernel: PluginContext<'email'>): PluginSetupResult<'email'> {
  const wallet = kernel.plugin('embedded-wallet')
  // The email field in Connect, at the email method's turn (SPEC.md §2).
  kernel.registerConnectMethod({ id: 'email', method: 'email', label: 'email.label', view: 'ConnectEmail', inline: true })
  // The Account view's "Edit email" while the person logged in with email is connected.
  let removeAction: (() => void) | undefined
  const sync = () => {
    const user = wallet.user()
    const byEmail = user?.authProvider === 'email'
    if (byEmail && !removeAction) removeAction = kernel.registerAccountAction({ id: 'edit-email', label: 'email.edit', view: 'UpdateEmailWallet' })
    if (!byEmail && removeAction) {
      removeAction()
      removeAction = undefined
    }
    kernel.state.email = user?.email ?? undefined
  }
  sync()
  const off = wallet.onUserChanged(sync)
  return {
    api: createEmailController(kernel),
    teardown() {
      off()
      removeAction?.()
    },
  }
}

import type { AppKit } from '../kernel/createInstance.js'
import type { ViewName } from '../kernel/types/registries.js'

/**
 * The email change of the connected embedded wallet, as AppKit's `useAppKitUpdateEmail` runs it: opens the modal
 * on UpdateEmailWallet (a code to the current address, then one to the new, SPEC.md §4) and resolves with the new
 * address once it changed, closing the modal. Rejects with 'Not connected to email or social' when no embedded
 * wallet is connected and 'Modal closed' when the visitor closes the modal first.
 *
 * @example
 * const { email } = await updateEmail(kit)
 */
export async function updateEmail(kit: AppKit | undefined): Promise<{ email: string }> {
  const initial = kit?.getAccount().embeddedWalletInfo
  if (!kit || !initial) throw new Error('Not connected to email or social')
  await kit.open({ view: 'UpdateEmailWallet' as ViewName })
  return new Promise((resolve, reject) => {
    const stop = () => {
      offAccount()
      offState()
    }
    const offAccount = kit.subscribeAccount((account) => {
      const email = account.embeddedWalletInfo?.user.email
      if (!account.embeddedWalletInfo) {
        stop()
        reject(new Error('Not connected to email or social'))
      } else if (email && email !== initial.user.email) {
        stop()
        kit.close()
        resolve({ email })
      }
    })
    const offState = kit.subscribeState((state) => {
      if (state.open) return
      stop()
      reject(new Error('Modal closed'))
    })
  })
}

import { getActiveAddress } from '../connection/accountState.js'
import type { Kernel } from '../kernel.js'
import { closeModal } from './closeModal.js'
import { replace } from './history.js'

/**
 * Goes back one view (SPEC.md §2): pops the history; Account instead of Connect while an address exists;
 * with one entry left it closes the modal. (Leaving the Farcaster view, SPEC.md §2, is that view's plugin's
 * business.)
 */
export function goBack(kernel: Kernel): void {
  const { router } = kernel.store
  if (router.history.length > 1) {
    router.history.pop()
    const target = router.history[router.history.length - 1] as string
    if (target === 'Connect' && getActiveAddress(kernel)) replace(router, 'Account')
    else {
      router.view = target
      router.data = undefined
    }
  } else {
    closeModal(kernel)
  }
}

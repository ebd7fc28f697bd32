import { MODAL_SHAKE_MS } from '../constants.js'
import { getActiveAddress } from '../connection/accountState.js'
import { later, type Kernel } from '../kernel.js'
import { reset } from './history.js'

/** Shakes the modal for 500 ms (SPEC.md §2, §9). */
function shakeModal(kernel: Kernel): void {
  const { modal } = kernel.store
  if (modal.shake) return
  modal.shake = true
  later(kernel, MODAL_SHAKE_MS, () => {
    modal.shake = false
  })
}

/**
 * Closes the modal (SPEC.md §2): the view resets to Connect (embedded: Account when connected), loading is
 * cleared (and, listening to MODAL_CLOSE, the WalletConnect plugin clears its pairing uri). A close guard that says no (SPEC.md §4: sign-in required) shakes it instead.
 * Returns whether the modal closed.
 */
export function closeModal(kernel: Kernel): boolean {
  const { modal, router } = kernel.store
  for (const guard of kernel.closeGuards)
    if (!guard(router.view)) {
      shakeModal(kernel)
      return false
    }
  const wasOpen = modal.open
  modal.open = false
  modal.loading = false
  reset(router, kernel.options.enableEmbedded && getActiveAddress(kernel) ? 'Account' : 'Connect')
  if (wasOpen) kernel.events.emit('MODAL_CLOSE', { connected: Boolean(getActiveAddress(kernel)) })
  return true
}

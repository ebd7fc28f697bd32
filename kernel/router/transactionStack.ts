import type { Kernel } from '../kernel.js'
import type { TransactionAction } from '../store/createStore.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { push } from './history.js'

export type TransactionOutcome = 'success' | 'error' | 'cancel'

/** Starts a step that ends with an outcome (SPEC.md §4 Transaction stack), showing its view if it has one. */
export function pushTransaction(kernel: Kernel, action: TransactionAction): void {
  kernel.store.router.transactionStack.push(action)
  if (action.view) push(kernel.store.router, action.view)
}

/** Ends the newest step: its callback runs; on error or cancel the view goes back (SPEC.md §4). */
export function popTransaction(kernel: Kernel, outcome: TransactionOutcome): void {
  const action = kernel.store.router.transactionStack.pop()
  if (!action) return
  if (outcome === 'success') action.onSuccess?.()
  else {
    if (outcome === 'error') action.onError?.()
    else action.onCancel?.()
    goBack(kernel)
  }
}

/**
 * Ends an embedded-wallet request (SPEC.md §4): pops one step with its outcome while the modal is open and
 * a step is pending, and closes the modal otherwise.
 */
export function finishEmbeddedRequest(kernel: Kernel, outcome: 'success' | 'error'): void {
  if (kernel.store.modal.open && kernel.store.router.transactionStack.length) popTransaction(kernel, outcome)
  else closeModal(kernel)
}

import { ERROR_SNACKBAR_DELAY_MS } from '../constants.js'
import { reportError } from '../errors/reportError.js'
import { later, type Kernel } from '../kernel.js'
import { push } from '../router/history.js'
import { openModal } from '../router/openModal.js'
import { showSnackbar } from '../store/snackbar.js'
import type { ViewName } from '../types/registries.js'
import { classifyRpcMethod } from './rpcPolicy.js'

/**
 * Routes an RPC request of the embedded wallet (SPEC.md §2, §6, §8): a safe method runs silently; an unsafe
 * one opens ApproveTransaction first; a method on neither list opens the modal, shows 'Action not allowed'
 * 300 ms later and throws 'Requested RPC call is not allowed', for the caller to reject pending requests.
 */
export async function routeRpcRequest(kernel: Kernel, method: string): Promise<'safe' | 'unsafe'> {
  let kind: 'safe' | 'unsafe'
  try {
    kind = classifyRpcMethod(method)
  } catch (error) {
    // The request is refused either way (below); a modal that could not open is the kit's own failure.
    await openModal(kernel, kernel.store.modal.open ? { view: kernel.store.router.view as ViewName } : {}).catch(
      (cause: unknown) => reportError(kernel.events, cause),
    )
    later(kernel, ERROR_SNACKBAR_DELAY_MS, () => showSnackbar(kernel, 'Action not allowed', 'error'))
    throw error
  }
  if (kind === 'unsafe') {
    // Asked from an open view (a send's review), the approval goes on top of it, for the request's end to come
    // back to (SPEC.md §4 transaction stack); otherwise the modal opens on it.
    if (kernel.store.modal.open && kernel.store.router.view !== 'ApproveTransaction') {
      await kernel.ensureView('ApproveTransaction')
      push(kernel.store.router, 'ApproveTransaction')
    } else await openModal(kernel, { view: 'ApproveTransaction' })
  }
  return kind
}

import { SNACKBAR_RESHOW_DELAY_MS } from '../constants.js'
import { later, type Kernel } from '../kernel.js'
import type { SnackbarVariant } from './createStore.js'

/** Shows a snack message; an open one closes first and the new one shows 150 ms later (SPEC.md §4). */
export function showSnackbar(kernel: Kernel, message: string, variant: SnackbarVariant): void {
  const { snackbar } = kernel.store
  const show = () => Object.assign(snackbar, { open: true, message, variant })
  if (!snackbar.open) return void show()
  snackbar.open = false
  later(kernel, SNACKBAR_RESHOW_DELAY_MS, show)
}

export function hideSnackbar(kernel: Kernel): void {
  kernel.store.snackbar.open = false
}

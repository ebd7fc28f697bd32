import { FARCASTER_RELOAD_DELAY_MS } from '../constants.js'
import { getActiveAddress, setAccountProps } from '../connection/accountState.js'
import { later, type Kernel } from '../kernel.js'
import { closeModal } from './closeModal.js'
import { replace } from './history.js'

/**
 * Goes back one view (SPEC.md §2): pops the history; Account instead of Connect while an address exists;
 * with one entry left it closes the modal. Leaving the Farcaster view while not connected clears the
 * Farcaster url and reloads the auth connector about 100 ms later.
 */
export function goBack(kernel: Kernel): void {
  const { router } = kernel.store
  const leavingFarcaster = router.view === 'ConnectingFarcaster' && !getActiveAddress(kernel)
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
  if (leavingFarcaster)
    later(kernel, FARCASTER_RELOAD_DELAY_MS, () => {
      const namespace = kernel.store.chain.activeNamespace
      if (namespace) setAccountProps(kernel, namespace, { farcasterUrl: undefined })
      kernel.store.connectors.list.find((c) => c.type === 'AUTH')?.reload?.()
    })
}

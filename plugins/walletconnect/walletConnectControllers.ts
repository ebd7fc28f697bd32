import type { KernelApi } from '../../kernel/plugins/kernelApi.js'
import type { WalletConnectController } from './createWalletConnectController.js'

// The plugin's views reach the controller its setup made through the kit's KernelApi (`useKit().kernel`).
const controllers = new WeakMap<KernelApi, WalletConnectController>()

/** Remembers the controller of a kit; returns the function that forgets it. */
export function setWalletConnectController(kernel: KernelApi, controller: WalletConnectController): () => void {
  controllers.set(kernel, controller)
  return () => {
    if (controllers.get(kernel) === controller) controllers.delete(kernel)
  }
}

/** The WalletConnect controller of a kit, once the plugin is set up. */
export function getWalletConnectController(kernel: KernelApi): WalletConnectController | undefined {
  return controllers.get(kernel)
}

import type { KernelApi } from '../../kernel/plugins/kernelApi.js'
import type { SendController } from './createSendController.js'

// The plugin's views reach the controller its setup made through the kit's KernelApi (`useKit().kernel`).
const controllers = new WeakMap<KernelApi, SendController>()

/** Remembers the send controller of a kit; returns the function that forgets it. */
export function setSendController(kernel: KernelApi, controller: SendController): () => void {
  controllers.set(kernel, controller)
  return () => {
    if (controllers.get(kernel) === controller) controllers.delete(kernel)
  }
}

/** The send controller of a kit, once the plugin is set up. */
export function getSendController(kernel: KernelApi): SendController | undefined {
  return controllers.get(kernel)
}

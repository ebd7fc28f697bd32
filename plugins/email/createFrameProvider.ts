import { RequestAbortedError, RpcMethodNotAllowedError, type PluginContext } from 'portico'
import { checkRpcParams, checkRpcResponse } from './checkRpcResponse.js'
import type { EmailController } from './createEmailController.js'

/** An EIP-1193 error: `code` 4001 when the visitor rejected the request in the frame. */
class ProviderRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

type Listener = (...args: unknown[]) => void

/**
 * The embedded wallet's EIP-1193 provider (what `getWalletProvider()` returns): every request goes to the
 * secure site's frame after the RPC policy (SPEC.md §6): safe methods run silently; unsafe ones open
 * ApproveTransaction, where the frame itself asks the visitor; any other is refused with 'Requested RPC call is
 * not allowed' and the requests still waiting are rejected. Answers are checked (SPEC.md §5).
 */
export function createFrameProvider(kernel: PluginContext<'email'>, controller: EmailController) {
  const listeners = new Map<string, Set<Listener>>()
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      let kind: 'safe' | 'unsafe'
      try {
        kind = await kernel.routeRpcRequest(method)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) await controller.abortPending()
        throw error
      }
      checkRpcParams(method, params)
      const bridge = await controller.bridge()
      const chainId = kernel.account.network('eip155')?.id
      // Closing the modal while the frame asks cancels the request (SPEC.md §8 'Request was aborted').
      let offClose: (() => void) | undefined
      try {
        const answer = bridge.request('RPC_REQUEST', {
          method,
          ...(params === undefined ? {} : { params }),
          ...(chainId === undefined ? {} : { chainId }),
        })
        const { result } =
          kind === 'unsafe'
            ? await Promise.race([
                answer,
                new Promise<never>((_, reject) => {
                  offClose = kernel.events.on('MODAL_CLOSE', () => reject(new RequestAbortedError()))
                }),
              ])
            : await answer
        checkRpcResponse(method, result)
        if (kind === 'unsafe') kernel.router.finishEmbeddedRequest('success')
        return result
      } catch (error) {
        if (error instanceof RequestAbortedError) throw error
        if (kind === 'unsafe') kernel.router.finishEmbeddedRequest('error')
        const message = error instanceof Error ? error.message : String(error)
        throw new ProviderRpcError(message, /rejected/i.test(message) ? 4001 : -32603)
      } finally {
        offClose?.()
      }
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

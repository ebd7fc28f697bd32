import { RequestAbortedError, RpcMethodNotAllowedError, type ChainNamespace, type PluginContext } from 'portico'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'

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

/** The SPEC.md §5 checks, fetched with the first request (they are not needed before one). */
const loadChecks = () => import('./checkRpcResponse.js')

/** How long an approval waits for the person before the request fails ('Embedded Wallet Request Timed Out'). */
const APPROVAL_TIMEOUT_MS = 10 * 60_000

/** The Solana requests the frame answers (WalletConnect's Solana RPC shapes). */
const SOLANA_METHODS = ['signMessage', 'signTransaction', 'signAllTransactions', 'signAndSendTransaction'].map((m) => `solana_${m}`)

/**
 * The embedded wallet's EIP-1193 provider (what `getWalletProvider()` returns): every request goes to the
 * secure site's frame after the RPC policy (SPEC.md §6): safe methods run silently; unsafe ones open
 * ApproveTransaction, where the frame itself asks the visitor; any other is refused with 'Requested RPC call is
 * not allowed' and the requests still waiting are rejected. Answers are checked (SPEC.md §5).
 *
 * On solana it answers WalletConnect's Solana RPC (`request({ method, params }, caipNetworkId)`, `methods`), the
 * path the Solana capabilities take: the frame signs with the account's Solana key and sends to the network's RPC.
 */
export function createFrameProvider(kernel: PluginContext<'embedded-wallet'>, controller: EmbeddedWallet, namespace: ChainNamespace = 'eip155') {
  const listeners = new Map<string, Set<Listener>>()
  return {
    ...(namespace === 'solana' ? { methods: SOLANA_METHODS } : {}),
    async request({ method, params }: { method: string; params?: unknown }, chain?: string): Promise<unknown> {
      // Malformed parameters, and other than Solana requests on solana, are refused before anything is shown.
      const { checkRpcParams, checkRpcResponse } = await loadChecks()
      checkRpcParams(method, params, namespace)
      // A request made from an open view (a send's review) comes back to it when it ends (SPEC.md §4
      // transaction stack: one step popped); one made with the modal closed closes it again.
      const from = kernel.kit.modal.open && kernel.kit.router.view !== 'ApproveTransaction'
      let kind: 'safe' | 'unsafe'
      try {
        kind = await kernel.routeRpcRequest(method)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) await controller.abortPending()
        throw error
      }
      let stepOpen = false
      if (kind === 'unsafe' && from) {
        stepOpen = true
        kernel.router.pushTransaction({
          onSuccess: () => {
            if (stepOpen) kernel.router.goBack()
          },
        })
      }
      const bridge = await controller.bridge()
      const chainId = kernel.account.network('eip155')?.id
      const target = namespace === 'solana' ? (await import('./solanaRpcUrl.js')).solanaRpcUrl(kernel, chain) : {}
      // Closing the modal while the frame asks cancels the request (SPEC.md §8 'Request was aborted').
      let offClose: (() => void) | undefined
      try {
        const answer = bridge.request(
          'RPC_REQUEST',
          {
            method,
            ...(params === undefined ? {} : { params }),
            ...(chainId === undefined ? {} : { chainId }),
            ...target,
          },
          kind === 'unsafe' ? { timeoutMs: APPROVAL_TIMEOUT_MS } : {},
        )
        const { result } =
          kind === 'unsafe'
            ? await Promise.race([
                answer,
                new Promise<never>((_, reject) => {
                  offClose = kernel.events.on('MODAL_CLOSE', () => {
                    reject(new RequestAbortedError())
                    // The frame closes its approval too, so nothing stays live over the page.
                    void controller.abortPending()
                  })
                }),
              ])
            : await answer
        checkRpcResponse(method, result)
        if (kind === 'unsafe') kernel.router.finishEmbeddedRequest('success')
        return result
      } catch (error) {
        if (error instanceof RequestAbortedError) {
          // The modal was closed: the step ends with it, and no view moves.
          if (stepOpen) {
            stepOpen = false
            kernel.router.popTransaction('success')
          }
          throw error
        }
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

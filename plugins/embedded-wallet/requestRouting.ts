import { RequestAbortedError, RpcMethodNotAllowedError, type ChainNamespace, type EmbeddedWalletCapability, type PluginContext, type ViewName } from 'portico'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'

// The embedded wallet's requests: the RPC policy, the approval's place in the modal and the frame's answer (SPEC.md
// §2, §4, §5, §6, §8), fetched with the first request.

type Kernel = PluginContext<'embedded-wallet'>

/** SPEC.md §8: 'Action not allowed' shows this long after the modal opened on a refused request. */
const ERROR_SNACKBAR_DELAY_MS = 300

/**
 * Whether a method of the family runs silently or needs approval; any other is refused with 'Requested RPC call
 * is not allowed' (SPEC.md §6). The family's lists say which is which.
 *
 * @example
 * classifyRpcMethod(eip155Rules, 'eth_getBalance') // 'safe'
 * classifyRpcMethod(eip155Rules, 'personal_sign')  // 'unsafe'
 */
export function classifyRpcMethod(family: Pick<EmbeddedWalletCapability, 'safeMethods' | 'unsafeMethods'>, method: string): 'safe' | 'unsafe' {
  if (family.safeMethods.includes(method)) return 'safe'
  if (family.unsafeMethods.includes(method)) return 'unsafe'
  throw new RpcMethodNotAllowedError({ method })
}

/** The timers of refused requests' snackbars, cleared when the plugin unloads. */
const timers = new WeakMap<Kernel, Set<ReturnType<typeof setTimeout>>>()

/**
 * Routes a request of the embedded wallet (SPEC.md §2, §6, §8): a safe method runs silently; an unsafe one opens
 * ApproveTransaction first (on top of an open view, for the request's end to come back to); a method on neither
 * list opens the modal, shows 'Action not allowed' 300 ms later and throws 'Requested RPC call is not allowed',
 * for the caller to reject the pending requests.
 */
export async function routeRpcRequest(kernel: Kernel, family: EmbeddedWalletCapability, method: string): Promise<'safe' | 'unsafe'> {
  let kind: 'safe' | 'unsafe'
  try {
    kind = classifyRpcMethod(family, method)
  } catch (error) {
    const { modal, router } = kernel.kit
    // The request is refused either way (below); a modal that could not open is the kit's own failure.
    await kernel.modal.open(modal.open ? { view: router.view as ViewName } : {}).catch((cause: unknown) =>
      kernel.events.emit('ERROR_REPORT', {
        errorType: 'INTERNAL_SDK_ERROR',
        errorMessage: cause instanceof Error ? cause.message : String(cause),
        stackTrace: cause instanceof Error ? cause.stack : undefined,
      }),
    )
    const pending = timers.get(kernel) ?? new Set()
    timers.set(kernel, pending)
    const timer = setTimeout(() => {
      pending.delete(timer)
      kernel.snackbar.show('Action not allowed', 'error')
    }, ERROR_SNACKBAR_DELAY_MS)
    pending.add(timer)
    throw error
  }
  if (kind === 'unsafe') {
    if (kernel.kit.modal.open && kernel.kit.router.view !== 'ApproveTransaction') kernel.router.push('ApproveTransaction')
    else await kernel.modal.open({ view: 'ApproveTransaction' })
  }
  return kind
}

/** A request waiting for the person, opened from a view it comes back to (SPEC.md §4 transaction stack). */
export interface RequestStep {
  onSuccess?: (() => void) | undefined
  onError?: (() => void) | undefined
}

const stacks = new WeakMap<Kernel, RequestStep[]>()
const stackOf = (kernel: Kernel) => {
  let stack = stacks.get(kernel)
  if (!stack) stacks.set(kernel, (stack = []))
  return stack
}

/** Starts a step that ends with the request's outcome. */
export function pushStep(kernel: Kernel, step: RequestStep): void {
  stackOf(kernel).push(step)
}

/** Ends the newest step: its callback runs; on error the view goes back (SPEC.md §4). */
export function popStep(kernel: Kernel, outcome: 'success' | 'error'): void {
  const step = stackOf(kernel).pop()
  if (!step) return
  if (outcome === 'success') step.onSuccess?.()
  else {
    step.onError?.()
    kernel.router.goBack()
  }
}

/**
 * Ends an approved request (SPEC.md §4): pops one step with its outcome while the modal is open and a step is
 * pending, and closes the modal otherwise.
 */
export function finishRequest(kernel: Kernel, outcome: 'success' | 'error'): void {
  if (kernel.kit.modal.open && stackOf(kernel).length) popStep(kernel, outcome)
  else kernel.modal.close()
}

/** Forgets the plugin's steps and timers (it unloads). */
export function stopRouting(kernel: Kernel): void {
  for (const timer of timers.get(kernel) ?? []) clearTimeout(timer)
  timers.delete(kernel)
  stacks.delete(kernel)
}

/** An EIP-1193 error: `code` 4001 when the visitor rejected the request in the frame. */
class ProviderRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

/** How long an approval waits for the person before the request fails ('Embedded Wallet Request Timed Out'). */
const APPROVAL_TIMEOUT_MS = 10 * 60_000

/** Who asks: the plugin, its wallet and the family whose provider it is. */
export interface FrameRequestContext {
  kernel: Kernel
  controller: EmbeddedWallet
  namespace: ChainNamespace
  family(): Promise<EmbeddedWalletCapability>
}

/**
 * Answers one request of a family's provider (`createFrameProvider`): refused before anything shows when its
 * parameters break the family's rules; then routed by the RPC policy; asked of the frame; its answer checked
 * (SPEC.md §5). Closing the modal while the frame asks aborts it.
 */
export async function frameRequest(
  { kernel, controller, namespace, family }: FrameRequestContext,
  { method, params }: { method: string; params?: unknown },
  chain?: string,
): Promise<unknown> {
  const rules = await family()
  // Malformed parameters, and requests the family's provider does not answer, are refused before anything shows.
  rules.checkParams(method, params)
  // A request made from an open view (a send's review) comes back to it when it ends (SPEC.md §4
  // transaction stack: one step popped); one made with the modal closed closes it again.
  const from = kernel.kit.modal.open && kernel.kit.router.view !== 'ApproveTransaction'
  let kind: 'safe' | 'unsafe'
  try {
    kind = await routeRpcRequest(kernel, rules, method)
  } catch (error) {
    if (error instanceof RpcMethodNotAllowedError) await controller.abortPending()
    throw error
  }
  let stepOpen = false
  if (kind === 'unsafe' && from) {
    stepOpen = true
    pushStep(kernel, {
      onSuccess: () => {
        if (stepOpen) kernel.router.goBack()
      },
    })
  }
  const bridge = await controller.bridge()
  // The network the request is for: the one it names, else the family's active one.
  const network = kernel.options.networks.find((n) => n.caipNetworkId === chain) ?? kernel.account.network(namespace)
  const target = network ? rules.target(network, kernel.options.customRpcUrls ?? {}) : {}
  // Closing the modal while the frame asks cancels the request (SPEC.md §8 'Request was aborted').
  let offClose: (() => void) | undefined
  try {
    const answer = bridge.request(
      'RPC_REQUEST',
      { method, ...(params === undefined ? {} : { params }), ...target },
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
    rules.checkResponse(method, result)
    if (kind === 'unsafe') finishRequest(kernel, 'success')
    return result
  } catch (error) {
    if (error instanceof RequestAbortedError) {
      // The modal was closed: the step ends with it, and no view moves.
      if (stepOpen) {
        stepOpen = false
        popStep(kernel, 'success')
      }
      throw error
    }
    if (kind === 'unsafe') finishRequest(kernel, 'error')
    const message = error instanceof Error ? error.message : String(error)
    throw new ProviderRpcError(message, /rejected/i.test(message) ? 4001 : -32603)
  } finally {
    offClose?.()
  }
}

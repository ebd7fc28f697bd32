import { AlertErrors, RequestAbortedError, type PluginContext } from 'portico'
import { FrameReplyError, FrameTimeoutError, InvalidFrameReplyError } from './frameErrors.js'
import {
  APP_PREFIX,
  envelopeSchema,
  errorPayloadSchema,
  FRAME_REPLIES,
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_SESSION_UPDATE,
  redirectResultOf,
  sessionUpdateSchema,
  type FrameAction,
  type FrameReply,
  type FrameRequest,
} from './frameMessages.js'

/** SPEC.md §4, §9: the wait after READY before the frame counts as initialised. */
export const FRAME_READY_DELAY_MS = 500
/** SPEC.md §8, §9: the frame must report READY within this time. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/**
 * SPEC.md §8, §9: connect, device, OTP, social and redirect requests must be answered within this time; so must
 * every other request unless its caller gives it longer (an approval waits for a person).
 */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

/** The auth server's messages that stand for an alert (SPEC.md §8 server message mapping). */
const SERVER_ALERTS = [
  ['Unauthorized: origin not allowed', AlertErrors.INVALID_APP_CONFIGURATION],
  ['JWT validation error: JWT Token is not yet valid', AlertErrors.SESSION_EXPIRED],
  ['Unauthorized: invalid key', AlertErrors.INVALID_PROJECT_ID],
] as const

/** The actions SPEC.md §8 times out after 30 s with the 'Embedded Wallet Request Timed Out' alert. */
const ALERTED_ACTIONS: ReadonlySet<FrameAction> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'])

/** How often a login window is checked for having been closed. */
const WINDOW_CLOSED_POLL_MS = 250

/** How a login window ended: the URL its provider sent the person back to, or closed before that. */
export type RedirectResult = { resultUri: string } | { closed: true }

export interface FrameRequestOptions {
  /** How long to wait for the answer (one a person gives in the frame waits longer). */
  timeoutMs?: number
}

export interface CreateFrameBridgeParameters {
  /** The secure site's page (`…/sdk`). */
  url: string
  projectId: string
  chainId: number | string
  version: string
  enableLogger?: boolean
  /** Shows an alert of SPEC.md §8 (load failure, request time-out). */
  alert: PluginContext['alert']
}

export type FrameBridge = ReturnType<typeof createFrameBridge>

/** A placement of the visible frame: the approval area of the modal's card, in viewport pixels. */
export interface FrameRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The app's side of the embedded wallet's frame (SPEC.md §3, §4, §7): creates the hidden frame of the secure
 * site, waits for READY (plus 500 ms; 20 s at most, then the 'Network Error - Could not load embedded wallet'
 * alert), posts each action with a random id to the frame's exact origin and matches the reply with that id.
 * Messages from any other window or origin, or of an unknown shape, are ignored.
 *
 * @example
 * const bridge = createFrameBridge({ url, projectId, chainId: 1, version: '1.0.0', alert })
 * const { action } = await bridge.request('CONNECT_EMAIL', { email })
 */
export function createFrameBridge({ url, projectId, chainId, version, enableLogger = false, alert }: CreateFrameBridgeParameters) {
  const src = new URL(url)
  src.searchParams.set('projectId', projectId)
  src.searchParams.set('chainId', String(chainId))
  src.searchParams.set('version', version)
  src.searchParams.set('enableLogger', String(enableLogger))
  const origin = src.origin

  let iframe: HTMLIFrameElement | undefined
  let ready: Promise<void> | undefined
  let markReady: (() => void) | undefined
  /** The load time-out and the post-READY wait of the frame being loaded, cleared when it goes. */
  const loadTimers = new Set<ReturnType<typeof setTimeout>>()
  let failLoad: ((error: Error) => void) | undefined
  const pending = new Map<string, { action: FrameAction; resolve(value: unknown): void; reject(error: Error): void }>()
  const sessionListeners = new Set<(user: unknown) => void>()

  function onMessage(event: MessageEvent<unknown>): void {
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== origin) return
    const envelope = envelopeSchema.safeParse(event.data)
    if (!envelope.success || !envelope.data.type.startsWith(FRAME_PREFIX)) return
    const { id, type, payload } = envelope.data
    if (type === FRAME_READY) {
      if (markReady) return markReady()
      // A frame that says READY again has reloaded: what it was asked is lost with its page.
      abortPending(new RequestAbortedError())
      return hide()
    }
    if (type === FRAME_SESSION_UPDATE) {
      const user = sessionUpdateSchema.safeParse(payload)
      if (user.success) for (const listener of [...sessionListeners]) listener(user.data)
      return
    }
    const request = id === undefined ? undefined : pending.get(id)
    if (!request || id === undefined) return
    if (type === `${FRAME_PREFIX}${request.action}_SUCCESS`) {
      pending.delete(id)
      const reply = FRAME_REPLIES[request.action].safeParse(payload ?? {})
      if (reply.success) request.resolve(reply.data)
      else request.reject(new InvalidFrameReplyError({ action: request.action }))
    } else if (type === `${FRAME_PREFIX}${request.action}_ERROR`) {
      pending.delete(id)
      const error = errorPayloadSchema.safeParse(payload ?? {})
      const message = (error.success && error.data.message) || 'An error occurred'
      const serverAlert = SERVER_ALERTS.find(([text]) => message.includes(text))?.[1]
      if (serverAlert) alert.show(serverAlert)
      request.reject(new FrameReplyError(message, error.success ? error.data.code : undefined))
    }
  }

  function remove(): void {
    for (const timer of loadTimers) clearTimeout(timer)
    loadTimers.clear()
    failLoad = undefined
    window.removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    ready = undefined
    markReady = undefined
  }

  /** Creates the frame (once) and resolves when it is initialised. */
  function load(): Promise<void> {
    return (ready ??= new Promise<void>((resolve, reject) => {
      const frame = document.createElement('iframe')
      frame.src = src.href
      frame.title = 'Embedded wallet'
      // The secure site's passkey (README "The embedded wallet's account") is made and used inside the frame.
      frame.allow = 'publickey-credentials-get *; publickey-credentials-create *'
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
      Object.assign(frame.style, HIDDEN)
      iframe = frame
      window.addEventListener('message', onMessage)
      failLoad = reject
      const timer = setTimeout(() => {
        remove()
        alert.show(AlertErrors.EMBEDDED_WALLET_NETWORK_ERROR)
        reject(new Error(AlertErrors.EMBEDDED_WALLET_NETWORK_ERROR.shortMessage))
      }, FRAME_LOAD_TIMEOUT_MS)
      loadTimers.add(timer)
      markReady = () => {
        markReady = undefined
        loadTimers.delete(timer)
        clearTimeout(timer)
        const settle = setTimeout(() => {
          loadTimers.delete(settle)
          failLoad = undefined
          resolve()
        }, FRAME_READY_DELAY_MS)
        loadTimers.add(settle)
      }
      document.body.appendChild(frame)
    }))
  }

  /** Rejects every request still waiting for the frame, and closes an approval the frame may still show. */
  function abortPending(error: Error): void {
    if (!pending.size) return
    for (const [id, entry] of [...pending]) {
      pending.delete(id)
      entry.reject(error)
    }
    iframe?.contentWindow?.postMessage({ id: crypto.randomUUID(), type: `${APP_PREFIX}RPC_ABORT`, payload: {} }, origin)
  }

  function hide(): void {
    if (!iframe) return
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    Object.assign(iframe.style, HIDDEN)
  }

  async function request<action extends FrameAction>(
    action: action,
    /** Omitted for the actions that take none. */
    payload?: FrameRequest<action>,
    { timeoutMs = FRAME_REQUEST_TIMEOUT_MS }: FrameRequestOptions = {},
  ): Promise<FrameReply<action>> {
    await load()
    const target = iframe?.contentWindow
    if (!target) throw new Error('W3mFrame: iframe is not set')
    const id = crypto.randomUUID()
    return new Promise<FrameReply<action>>((resolve, reject) => {
      // Every request ends: answered, aborted, or timed out (SPEC.md §8; the login steps with their alert).
      const timer = setTimeout(() => {
        if (!pending.delete(id)) return
        if (ALERTED_ACTIONS.has(action)) alert.show(AlertErrors.EMBEDDED_WALLET_REQUEST_TIMEOUT)
        reject(new FrameTimeoutError({ action, timeoutMs }))
      }, timeoutMs)
      pending.set(id, {
        action,
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value as FrameReply<action>)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      target.postMessage({ id, type: `${APP_PREFIX}${action}`, payload: payload ?? {} }, origin)
    })
  }

  /**
   * Waits for the secure site's redirect callback page in `loginWindow` to post the URL the provider sent the
   * person back to (from the secure site's origin, in the shape of `REDIRECT_RESULT`); `{ closed: true }` when the
   * window closes first or `signal` aborts.
   */
  function redirectResult(loginWindow: Window, signal?: AbortSignal): Promise<RedirectResult> {
    return new Promise<RedirectResult>((resolve) => {
      const finish = (result: RedirectResult) => {
        window.removeEventListener('message', onMessage)
        clearInterval(poll)
        clearTimeout(closing)
        signal?.removeEventListener('abort', onAbort)
        resolve(result)
      }
      const onMessage = (event: MessageEvent<unknown>) => {
        if (event.source !== loginWindow || event.origin !== origin) return
        const resultUri = redirectResultOf(event.data)
        if (resultUri !== undefined) finish({ resultUri })
      }
      const onAbort = () => finish({ closed: true })
      // The callback page's message and its window's closing reach this page by different ways, in either order:
      // a window seen closed is closed for good only once a message it sent just before has had time to arrive.
      let closing: ReturnType<typeof setTimeout> | undefined
      const poll = setInterval(() => {
        if (loginWindow.closed && closing === undefined) closing = setTimeout(() => finish({ closed: true }), WINDOW_CLOSED_POLL_MS)
      }, WINDOW_CLOSED_POLL_MS)
      window.addEventListener('message', onMessage)
      signal?.addEventListener('abort', onAbort)
      if (signal?.aborted) onAbort()
    })
  }

  return {
    origin,
    load,
    request,
    abortPending,
    redirectResult,
    onSessionUpdate(listener: (user: unknown) => void): () => void {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    /** Shows the frame over `rect` (the approval view's area), above the modal. */
    show(rect: FrameRect): void {
      if (!iframe) return
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
      Object.assign(iframe.style, {
        ...VISIBLE,
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      })
    },
    hide,
    destroy(): void {
      abortPending(new RequestAbortedError())
      const fail = failLoad
      remove()
      fail?.(new RequestAbortedError())
    },
  }
}

const HIDDEN = {
  position: 'fixed',
  left: '0',
  top: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
  zIndex: '-1',
}

const VISIBLE = { opacity: '1', pointerEvents: 'auto', zIndex: '2147483647', borderRadius: '16px', background: 'transparent' }

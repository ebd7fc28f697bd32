import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameBridge, FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from './createFrameBridge.js'

const FRAME_ORIGIN = 'http://localhost:4000'

/** A stand-in DOM: one iframe whose window records what the app posts, and the page's message listeners. */
function fakeDom() {
  const posted: { message: { id: string; type: string; payload: unknown }; targetOrigin: string }[] = []
  const frameWindow = { postMessage: vi.fn((message, targetOrigin: string) => void posted.push({ message, targetOrigin })) }
  const listeners = new Set<(event: { data: unknown; origin: string; source: unknown }) => void>()
  let appended = 0
  const iframe = { src: '', title: '', tabIndex: 0, style: {}, contentWindow: frameWindow, setAttribute() {}, removeAttribute() {}, remove: vi.fn() }
  vi.stubGlobal('document', { createElement: () => iframe, body: { appendChild: () => void appended++ } })
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: never) => void listeners.add(listener),
    removeEventListener: (_: string, listener: never) => void listeners.delete(listener),
  })
  const deliver = (data: unknown, { origin = FRAME_ORIGIN, source = frameWindow as unknown } = {}) => {
    for (const listener of [...listeners]) listener({ data, origin, source })
  }
  return { posted, iframe, deliver, appended: () => appended }
}

const alert = { show: vi.fn(), hide: vi.fn() }
const bridge = () => createFrameBridge({ url: `${FRAME_ORIGIN}/sdk`, projectId: 'p1', chainId: 31337, version: '1.0.0', alert })

/** A bridge whose frame has said READY and waited the 500 ms. */
async function readyBridge(dom: ReturnType<typeof fakeDom>) {
  const frame = bridge()
  void frame.load()
  dom.deliver({ type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  return frame
}

describe('createFrameBridge (SPEC.md §3, §4, §8 frame timings and checks)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    alert.show.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('loads the frame with the SPEC query parameters and is ready 500 ms after READY', async () => {
    const dom = fakeDom()
    const frame = bridge()
    let ready = false
    void frame.load().then(() => (ready = true))
    expect(dom.iframe.src).toBe(`${FRAME_ORIGIN}/sdk?projectId=p1&chainId=31337&version=1.0.0&enableLogger=false`)
    dom.deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
    expect(dom.appended()).toBe(1)
  })

  it('ignores READY from another origin or window, and raises the load alert after 20 s', async () => {
    const dom = fakeDom()
    const loading = bridge().load()
    const failed = expect(loading).rejects.toThrow('Network Error - Could not load embedded wallet')
    dom.deliver({ type: '@w3m-frame/READY' }, { origin: 'http://evil.test' })
    dom.deliver({ type: '@w3m-frame/READY' }, { source: {} })
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    await failed
    expect(alert.show).toHaveBeenCalledWith(expect.objectContaining({ shortMessage: 'Network Error - Could not load embedded wallet' }))
    expect(dom.iframe.remove).toHaveBeenCalled()
  })

  it('posts each action with a random id to the exact origin and takes only the matching, valid reply', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const first = frame.request('GET_USER')
    const second = frame.request('IS_CONNECTED')
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = dom.posted
    expect(a?.targetOrigin).toBe(FRAME_ORIGIN)
    expect(a?.message.type).toBe('@w3m-app/GET_USER')
    expect(a?.message.id).not.toBe(b?.message.id)
    // From another origin or of another action: ignored.
    dom.deliver({ id: a?.message.id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0xevil', chainId: 1 } }, { origin: 'http://evil.test' })
    dom.deliver({ id: a?.message.id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } })
    dom.deliver({ id: a?.message.id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'a@b.c', address: '0x1', chainId: 1 } })
    await expect(first).resolves.toEqual({ email: 'a@b.c', address: '0x1', chainId: 1 })
    // An error reply without a message.
    dom.deliver({ id: b?.message.id, type: '@w3m-frame/IS_CONNECTED_ERROR', payload: {} })
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('fails a request whose reply breaks the protocol with a typed error, instead of leaving it pending', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const user = frame.request('GET_USER')
    await vi.advanceTimersByTimeAsync(0)
    dom.deliver({ id: dom.posted[0]?.message.id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { chainId: 1 } })
    await expect(user).rejects.toMatchObject({ name: 'InvalidFrameReplyError', shortMessage: 'The embedded wallet sent an answer the kit cannot read.' })
  })

  it('times out every other request after 30 s (an approval after what its caller gives), without the login alert', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const user = frame.request('GET_USER')
    const approval = frame.request('RPC_REQUEST', { method: 'personal_sign' }, { timeoutMs: 60_000 })
    const userFailed = expect(user).rejects.toMatchObject({ name: 'FrameTimeoutError', shortMessage: 'Embedded Wallet Request Timed Out' })
    let settled = false
    approval.catch(() => (settled = true))
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS)
    await userFailed
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(settled).toBe(true)
    expect(alert.show).not.toHaveBeenCalled()
  })

  it('aborts what is pending when the frame reloads (READY again), and tells the frame to close its approval on abort', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const approval = frame.request('RPC_REQUEST', { method: 'personal_sign' }, { timeoutMs: 60_000 })
    await vi.advanceTimersByTimeAsync(0)
    dom.deliver({ type: '@w3m-frame/READY' })
    await expect(approval).rejects.toThrow('Request was aborted')
    expect(dom.posted.at(-1)?.message.type).toBe('@w3m-app/RPC_ABORT')
    const next = frame.request('RPC_REQUEST', { method: 'personal_sign' }, { timeoutMs: 60_000 })
    await vi.advanceTimersByTimeAsync(0)
    frame.abortPending(new Error('Request was aborted'))
    await expect(next).rejects.toThrow('Request was aborted')
    expect(dom.posted.at(-1)?.message.type).toBe('@w3m-app/RPC_ABORT')
  })

  it('times out connect, device and OTP requests after 30 s with the request alert', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const otp = frame.request('CONNECT_OTP', { otp: '123456' })
    const failed = expect(otp).rejects.toThrow('Embedded Wallet Request Timed Out')
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS)
    await failed
    expect(alert.show).toHaveBeenCalledWith(expect.objectContaining({ shortMessage: 'Embedded Wallet Request Timed Out' }))
  })

  it('maps the auth server message of a token not valid yet to Session Expired', async () => {
    const dom = fakeDom()
    const frame = await readyBridge(dom)
    const check = frame.request('IS_CONNECTED')
    await vi.advanceTimersByTimeAsync(0)
    const id = dom.posted[0]?.message.id
    dom.deliver({ id, type: '@w3m-frame/IS_CONNECTED_ERROR', payload: { message: 'JWT validation error: JWT Token is not yet valid' } })
    await expect(check).rejects.toThrow('JWT validation error: JWT Token is not yet valid')
    expect(alert.show).toHaveBeenCalledWith(expect.objectContaining({ shortMessage: 'Session Expired' }))
  })
})

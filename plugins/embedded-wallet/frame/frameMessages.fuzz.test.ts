import * as fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../../kernel/errors/BaseError.js'
import { createFrameBridge, FRAME_READY_DELAY_MS } from './createFrameBridge.js'
import { FRAME_REPLIES, FRAME_REQUESTS, parseAppMessage, type FrameAction } from './frameMessages.js'

// The frame protocol in both directions, fed arbitrary messages (a seeded, bounded fast-check run): the secure site
// takes only well-formed requests of known actions, and the kit's bridge settles every request it made with a
// reply of the right shape or a typed error, never throws on what it receives, and leaves nothing unhandled.

const SEED = 20_261_126
const ACTIONS = Object.keys(FRAME_REQUESTS) as FrameAction[]

/** Any JSON-ish value, with the shapes a hostile page would try. */
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.constantFrom('', '__proto__', 'constructor', 'x'.repeat(10_000), '\u202E', '0x'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('id', 'type', 'payload', 'otp', 'email', 'address', 'chainId', 'result', 'message', 'protected', 'passkey', 'code')), tie('any'), { maxKeys: 5 }),
  ),
})).any

/** A message shaped like an envelope, with a known or unknown type under either prefix, or anything at all. */
const envelope = (prefix: string) =>
  fc.oneof(
    value,
    fc.record(
      {
        id: fc.oneof(fc.string(), value),
        type: fc.oneof(fc.constantFrom(...ACTIONS).map((a) => `${prefix}${a}`), fc.string(), value),
        payload: value,
      },
      { requiredKeys: [] },
    ),
  )

describe('the frame protocol under arbitrary messages', () => {
  it('the secure site takes only well-formed requests of known actions, their payloads checked', () => {
    fc.assert(
      fc.property(envelope('@w3m-app/'), (data) => {
        const message = parseAppMessage(data)
        if (!message) return
        expect(ACTIONS).toContain(message.action)
        expect(typeof message.id).toBe('string')
        expect(FRAME_REQUESTS[message.action].safeParse(message.payload).success).toBe(true)
      }),
      { seed: SEED, numRuns: 500 },
    )
  })

  describe('the kit’s bridge', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    })

    it('settles every request with a reply of its shape or a typed error, whatever the frame answers', async () => {
      const unhandled: unknown[] = []
      const onUnhandled = (reason: unknown) => void unhandled.push(reason)
      process.on('unhandledRejection', onUnhandled)
      try {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...ACTIONS), fc.array(envelope('@w3m-frame/'), { maxLength: 4 }), fc.boolean(), async (action, noise, replyOk) => {
            const posted: { id: string }[] = []
            const frameWindow = { postMessage: (message: { id: string }) => void posted.push(message) }
            const listeners = new Set<(event: { data: unknown; origin: string; source: unknown }) => void>()
            const iframe = { src: '', title: '', tabIndex: 0, style: {}, contentWindow: frameWindow, setAttribute() {}, removeAttribute() {}, remove() {} }
            vi.stubGlobal('document', { createElement: () => iframe, body: { appendChild() {} } })
            vi.stubGlobal('window', {
              addEventListener: (_: string, listener: never) => void listeners.add(listener),
              removeEventListener: (_: string, listener: never) => void listeners.delete(listener),
            })
            const deliver = (data: unknown) => {
              for (const listener of [...listeners]) listener({ data, origin: 'http://localhost:4000', source: frameWindow })
            }
            const bridge = createFrameBridge({ url: 'http://localhost:4000/sdk', projectId: 'p', chainId: 1, version: 'v', alert: { show() {}, hide() {} } })
            void bridge.load()
            deliver({ type: '@w3m-frame/READY' })
            await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
            const outcome = bridge.request(action, {} as never).then(
              (reply) => ({ reply }),
              (error: unknown) => ({ error }),
            )
            await vi.advanceTimersByTimeAsync(0)
            const id = posted.at(-1)?.id
            // Arbitrary messages, some with the request's id, then maybe a reply of the right type with any payload.
            for (const message of noise) deliver(message && typeof message === 'object' && !Array.isArray(message) ? { ...message, id } : message)
            if (replyOk) deliver({ id, type: `@w3m-frame/${action}_SUCCESS`, payload: noise[0] })
            await vi.advanceTimersByTimeAsync(30_000)
            const result = await outcome
            if ('reply' in result) expect(FRAME_REPLIES[action].safeParse(result.reply).success).toBe(true)
            else expect(result.error).toBeInstanceOf(BaseError)
            bridge.destroy()
          }),
          { seed: SEED, numRuns: 150 },
        )
        await vi.advanceTimersByTimeAsync(0)
        expect(unhandled).toEqual([])
      } finally {
        process.off('unhandledRejection', onUnhandled)
      }
    })
  })
})

import { expect, it, vi } from 'vitest'
import { createEventBus, toAppKitEvent } from './createEventBus.js'

it('delivers typed events to one name or to all, and keeps the latest', () => {
  const bus = createEventBus({ now: () => 1234 })
  const one = vi.fn()
  const all = vi.fn()
  const offOne = bus.on('CONNECT_SUCCESS', one)
  bus.on('*', all)
  bus.emit('CONNECT_SUCCESS', { name: 'Test Wallet' })
  bus.emit('MODAL_OPEN')
  expect(one).toHaveBeenCalledWith({ type: 'track', event: 'CONNECT_SUCCESS', properties: { name: 'Test Wallet' }, timestamp: 1234 })
  expect(all.mock.calls.map(([e]) => e.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
  expect(bus.latest()?.event).toBe('MODAL_OPEN')
  offOne()
  bus.emit('CONNECT_SUCCESS')
  expect(one).toHaveBeenCalledOnce()
})

it("gives hosts AppKit's shape, { timestamp, reportedErrors, data: { type, event, properties } }, one object per event", () => {
  const bus = createEventBus({ now: () => 99 })
  bus.emit('SEND_SUCCESS', { hash: '0x1' })
  const latest = bus.latest()
  if (!latest) throw new Error('no event')
  const event = toAppKitEvent(latest)
  expect(event).toEqual({
    timestamp: 99,
    reportedErrors: {},
    data: { type: 'track', event: 'SEND_SUCCESS', properties: { hash: '0x1' } },
    event: 'SEND_SUCCESS',
  })
  expect(toAppKitEvent(latest)).toBe(event)
})

it('gives a signal only to listeners of its name: not to "*", the latest event or the recent ones', () => {
  const bus = createEventBus()
  const named = vi.fn()
  const all = vi.fn()
  bus.on('CONNECT_INTENT', named)
  bus.on('*', all)
  bus.emit('MODAL_OPEN')
  bus.emit('CONNECT_INTENT')
  expect(named).toHaveBeenCalledOnce()
  expect(all.mock.calls.map(([e]) => e.event)).toEqual(['MODAL_OPEN'])
  expect(bus.latest()?.event).toBe('MODAL_OPEN')
  expect(bus.recent().map((e) => e.event)).toEqual(['MODAL_OPEN'])
})

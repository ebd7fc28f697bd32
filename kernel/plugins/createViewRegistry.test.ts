import { describe, expect, it, vi } from 'vitest'
import { createViewRegistry } from './createViewRegistry.js'

const loader = () => Promise.resolve({ default: () => null })

describe('createViewRegistry', () => {
  it('tells subscribers when a view registers and when it goes', () => {
    const views = createViewRegistry()
    const listener = vi.fn()
    const stop = views.subscribe(listener)
    const remove = views.register('AcmeStake', loader)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(views.get('AcmeStake')).toBe(loader)
    remove()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(views.has('AcmeStake')).toBe(false)
    stop()
    views.register('AcmeStake', loader)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps a newer registration when an older one is removed', () => {
    const views = createViewRegistry()
    const newer = () => Promise.resolve({ default: () => 'newer' })
    const removeOlder = views.register('Account', loader)
    views.register('Account', newer)
    const listener = vi.fn()
    views.subscribe(listener)
    removeOlder()
    expect(views.get('Account')).toBe(newer)
    expect(listener).not.toHaveBeenCalled()
  })
})

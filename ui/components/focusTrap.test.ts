import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint, trapFocusIndex } from './focusTrap.js'

describe('trapFocusIndex (focus trap)', () => {
  it('wraps Tab from the last element to the first', () => {
    expect(trapFocusIndex(3, 2, false)).toBe(0)
  })
  it('wraps Shift+Tab from the first element to the last', () => {
    expect(trapFocusIndex(3, 0, true)).toBe(2)
  })
  it('lets the browser move focus between inner elements', () => {
    expect(trapFocusIndex(3, 1, false)).toBeUndefined()
    expect(trapFocusIndex(3, 1, true)).toBeUndefined()
    expect(trapFocusIndex(3, 0, false)).toBeUndefined()
    expect(trapFocusIndex(3, 2, true)).toBeUndefined()
  })
  it('brings focus from outside (or the dialog itself) back in', () => {
    expect(trapFocusIndex(3, -1, false)).toBe(0)
    expect(trapFocusIndex(3, -1, true)).toBe(2)
    expect(trapFocusIndex(3, 7, false)).toBe(0)
  })
  it('keeps focus on the dialog when nothing in it can take focus', () => {
    expect(trapFocusIndex(0, -1, false)).toBe(-1)
    expect(trapFocusIndex(0, -1, true)).toBe(-1)
  })
  it('cycles a single element onto itself', () => {
    expect(trapFocusIndex(1, 0, false)).toBe(0)
    expect(trapFocusIndex(1, 0, true)).toBe(0)
  })
})

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs in a task after the next animation frame, not in the frame itself', () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const run = vi.fn()
    afterPaint(run)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled() // no frame yet
    for (const frame of frames.splice(0)) frame()
    expect(run).not.toHaveBeenCalled() // the frame's style, layout and paint come first
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  it('does not run once cancelled, before or after its frame', () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1))
    const run = vi.fn()
    afterPaint(run)()
    for (const frame of frames.splice(0)) frame()
    const later = vi.fn()
    const cancel = afterPaint(later)
    for (const frame of frames.splice(0)) frame()
    cancel()
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    expect(later).not.toHaveBeenCalled()
  })

  it('runs in a task where there are no animation frames', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', undefined)
    const run = vi.fn()
    afterPaint(run)
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })
})

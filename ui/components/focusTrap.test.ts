import { describe, expect, it } from 'vitest'
import { trapFocusIndex } from './focusTrap.js'

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

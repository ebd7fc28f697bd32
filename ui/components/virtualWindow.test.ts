import { describe, expect, it } from 'vitest'
import { columnsFor, nearEnd, virtualWindow } from './virtualWindow.js'

const grid = { columns: 4, rowHeight: 96, viewportHeight: 400, overscan: 2 }

describe('virtualWindow', () => {
  it('renders the visible rows plus overscan', () => {
    expect(virtualWindow({ ...grid, itemCount: 1000, scrollTop: 960 })).toEqual({
      rowCount: 250,
      totalHeight: 24000,
      startRow: 8,
      endRow: 17,
      startIndex: 32,
      endIndex: 68,
    })
  })
  it('keeps a thousand items down to a few dozen cells anywhere in the list', () => {
    for (let scrollTop = 0; scrollTop <= 24000; scrollTop += 777) {
      const w = virtualWindow({ ...grid, itemCount: 1000, scrollTop })
      expect(w.endIndex - w.startIndex).toBeLessThanOrEqual(4 * 10)
      expect(w.startIndex).toBeGreaterThanOrEqual(0)
      expect(w.endIndex).toBeLessThanOrEqual(1000)
    }
  })
  it('starts at the top and ends at the last item', () => {
    const top = virtualWindow({ ...grid, itemCount: 1000, scrollTop: 0 })
    expect([top.startRow, top.endRow, top.startIndex, top.endIndex]).toEqual([0, 7, 0, 28])
    const bottom = virtualWindow({ ...grid, itemCount: 1001, scrollTop: 1e9 })
    expect(bottom.endIndex).toBe(1001)
    expect(bottom.endRow).toBe(bottom.rowCount)
  })
  it('handles short, empty and single-column lists', () => {
    expect(virtualWindow({ ...grid, itemCount: 3, scrollTop: 0 })).toMatchObject({ rowCount: 1, startIndex: 0, endIndex: 3 })
    expect(virtualWindow({ ...grid, itemCount: 0, scrollTop: 50 })).toMatchObject({ rowCount: 0, totalHeight: 0, startIndex: 0, endIndex: 0 })
    const list = virtualWindow({ ...grid, columns: 1, rowHeight: 56, itemCount: 100, scrollTop: 560 })
    expect([list.startIndex, list.endIndex]).toEqual([8, 20])
  })
  it('never uses fewer than one column', () => {
    expect(virtualWindow({ ...grid, columns: 0, itemCount: 5, scrollTop: 0 }).rowCount).toBe(5)
  })
})

describe('columnsFor and nearEnd', () => {
  it('fits as many columns as the width allows', () => {
    expect(columnsFor(328, 76)).toBe(4)
    expect(columnsFor(40, 76)).toBe(1)
    expect(columnsFor(328, Number.MAX_SAFE_INTEGER)).toBe(1)
  })
  it('asks for the next page when the window nears the loaded end', () => {
    const w = virtualWindow({ ...grid, itemCount: 40, scrollTop: 0 })
    expect(nearEnd(w, 40, 4, 2)).toBe(false)
    const lower = virtualWindow({ ...grid, itemCount: 40, scrollTop: 200 })
    expect(nearEnd(lower, 40, 4, 2)).toBe(true)
  })
})

export interface VirtualWindowParameters {
  itemCount: number
  /** Items per row (1 for a list). */
  columns: number
  /** Fixed row height in px. */
  rowHeight: number
  /** Height of the scrolling viewport in px. */
  viewportHeight: number
  scrollTop: number
  /** Rows rendered above and below the visible ones. */
  overscan: number
}

export interface VirtualWindow {
  rowCount: number
  /** Height of all rows, in px. */
  totalHeight: number
  /** First rendered row. */
  startRow: number
  /** Row after the last rendered one. */
  endRow: number
  /** First rendered item. */
  startIndex: number
  /** Item after the last rendered one. */
  endIndex: number
}

/**
 * Which rows and items of a fixed-row-height grid to render for a scroll position: the visible rows plus
 * `overscan` rows on each side.
 *
 * @example
 * virtualWindow({ itemCount: 1000, columns: 4, rowHeight: 96, viewportHeight: 400, scrollTop: 960, overscan: 2 })
 * // { rowCount: 250, totalHeight: 24000, startRow: 8, endRow: 17, startIndex: 32, endIndex: 68 }
 */
export function virtualWindow({
  itemCount,
  columns,
  rowHeight,
  viewportHeight,
  scrollTop,
  overscan,
}: VirtualWindowParameters): VirtualWindow {
  const cols = Math.max(1, Math.floor(columns))
  const rowCount = Math.ceil(Math.max(0, itemCount) / cols)
  const totalHeight = rowCount * rowHeight
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight))
  const firstVisible = Math.floor(top / rowHeight)
  const afterVisible = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight)
  const startRow = Math.max(0, Math.min(rowCount, firstVisible - overscan))
  const endRow = Math.max(startRow, Math.min(rowCount, afterVisible + overscan))
  return {
    rowCount,
    totalHeight,
    startRow,
    endRow,
    startIndex: startRow * cols,
    endIndex: Math.min(itemCount, endRow * cols),
  }
}

/**
 * How many items fit in a row.
 *
 * @example
 * columnsFor(328, 76) // 4
 */
export function columnsFor(width: number, minItemWidth: number): number {
  return Math.max(1, Math.floor(width / minItemWidth))
}

/** Whether the rendered window comes within `thresholdRows` rows of the end of the loaded items. */
export function nearEnd(window: VirtualWindow, loaded: number, columns: number, thresholdRows: number): boolean {
  return window.endIndex >= loaded - Math.max(1, columns) * thresholdRows
}

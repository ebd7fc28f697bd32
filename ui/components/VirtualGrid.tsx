import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { columnsFor, virtualWindow, type VirtualWindow } from './virtualWindow.js'

/** The grid's own CSS, adopted when one renders: its scroller, list and cells. */
const virtualGridCss = /* css */ `
.pt-vscroll{position:relative;height:min(400px,55vh);margin:0 -4px;overflow-y:auto;overscroll-behavior:contain}
.pt-vlist{position:relative;margin:0;padding:0;list-style:none}
.pt-vcell{position:absolute;padding:4px}
`

export interface VirtualGridProps<item> {
  items: readonly item[]
  /** Accessible name of the list. */
  label: string
  rowHeight: number
  /** Narrowest an item may be; sets the number of columns. */
  minItemWidth: number
  getKey(item: item): string
  renderItem(item: item, index: number): ReactNode
  /** Called with the rendered window after each scroll or resize (infinite scroll). */
  onWindow?(window: VirtualWindow, columns: number): void
  /** Rendered under the rows, inside the scroll area (a spinner while the next page loads). */
  footer?: ReactNode
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number
}

/**
 * A fixed-row-height virtual grid: a list (`<ul>`) of which only the visible rows and `overscan` rows around
 * them are in the DOM, so a thousand items scroll without long tasks.
 */
export function VirtualGrid<item>({
  items,
  label,
  rowHeight,
  minItemWidth,
  getKey,
  renderItem,
  onWindow,
  footer,
  overscan = 2,
}: VirtualGridProps<item>) {
  useStyleSheet(virtualGridCss)
  const scroller = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 328, height: 400 })
  const [scrollTop, setScrollTop] = useState(0)
  const frame = useRef(0)

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth || 328, height: el.clientHeight || 400 })
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const columns = columnsFor(size.width, minItemWidth)
  const window = virtualWindow({
    itemCount: items.length,
    columns,
    rowHeight,
    viewportHeight: size.height,
    scrollTop,
    overscan,
  })
  const { startIndex, endIndex } = window
  useEffect(() => {
    onWindow?.(window, columns)
    // The window is fully described by these numbers.
  }, [startIndex, endIndex, items.length, columns])

  const onScroll = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0))
  }

  const width = 100 / columns
  const cells: ReactNode[] = []
  for (let index = startIndex; index < endIndex; index++) {
    const item = items[index] as item
    const row = Math.floor(index / columns)
    cells.push(
      <li
        key={getKey(item)}
        className="pt-vcell"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        style={{ top: row * rowHeight, insetInlineStart: `${(index % columns) * width}%`, width: `${width}%`, height: rowHeight }}
      >
        {renderItem(item, index)}
      </li>,
    )
  }
  return (
    <div className="pt-vscroll" ref={scroller} onScroll={onScroll}>
      <ul className="pt-vlist" aria-label={label} style={{ height: window.totalHeight }}>
        {cells}
      </ul>
      {footer}
    </div>
  )
}

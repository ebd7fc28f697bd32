/** Elements Tab can reach. */
const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Where Tab moves focus to keep it inside the dialog (focus trap): the index of the element to focus, `-1` for
 * the dialog itself (nothing focusable in it), or `undefined` to let the browser move focus as usual.
 * `current` is the index of the focused element among the `count` focusable ones, `-1` when focus is elsewhere.
 *
 * @example
 * trapFocusIndex(3, 2, false) // 0: Tab on the last element wraps to the first
 * trapFocusIndex(3, 0, true) // 2: Shift+Tab on the first wraps to the last
 * trapFocusIndex(3, 1, false) // undefined: the browser moves on
 */
export function trapFocusIndex(count: number, current: number, shift: boolean): number | undefined {
  if (count === 0) return -1
  if (current < 0 || current >= count) return shift ? count - 1 : 0
  if (shift && current === 0) return count - 1
  if (!shift && current === count - 1) return 0
  return undefined
}

/** The focusable, visible elements inside `root`, in DOM order. */
export function focusableElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  )
}

/** The focused element, looking inside shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  return active?.shadowRoot?.activeElement ? deepActiveElement(active.shadowRoot) : active
}

/**
 * Runs `run` in a task after the next frame is painted (a frame's animation callbacks come before its style,
 * layout and paint; a task they post, after), so what it forces, a layout or an event, does not hold that frame
 * back. A hidden page paints no frame: `run` waits until it shows. Where there are no animation frames at all (a test
 * outside a browser), in a task. Returns the cancel.
 *
 * @example
 * useEffect(() => afterPaint(() => card.current?.focus()), [])
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { proxy } from 'valtio/vanilla'
import { afterEach, expect, it } from 'vitest'
import { useSnap, useSnapValue } from './useSnap.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** Renders `read` into a new element; returns the element and how often it rendered. */
function render(read: () => string) {
  const renders = { count: 0 }
  function Probe() {
    renders.count++
    return <p>{read()}</p>
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<Probe />))
  cleanups.push(() => act(() => root.unmount()))
  return { container, renders }
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

it('useSnapValue renders again when the value it reads changes, not when the rest of the slice does', async () => {
  const modal = proxy({ open: false, namespaceFilter: undefined as string | undefined })
  const { container, renders } = render(() => useSnapValue(modal, (m) => m.namespaceFilter) ?? 'all')
  expect(container.textContent).toBe('all')
  const first = renders.count

  modal.open = true
  await flush()
  expect(renders.count).toBe(first)

  modal.namespaceFilter = 'solana'
  await flush()
  expect(container.textContent).toBe('solana')
  expect(renders.count).toBe(first + 1)
})

it('useSnap renders again with any change of the slice', async () => {
  const modal = proxy({ open: false, namespaceFilter: undefined as string | undefined })
  const { renders } = render(() => useSnap(modal).namespaceFilter ?? 'all')
  const first = renders.count
  modal.open = true
  await flush()
  expect(renders.count).toBe(first + 1)
})

import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { AppKit } from '../kernel/createInstance.js'
import { KitContext } from '../ui/hooks/useKit.js'
import { I18nProvider } from '../ui/i18n/I18nContext.js'
import { getKernelApi } from '../kernel/internals.js'

// For tests in a DOM (`// @vitest-environment happy-dom`): views rendered the way the modal renders them.

const mounted: { root: Root; container: HTMLElement; kit: AppKit }[] = []

/**
 * Renders `node` with `kit` and a locale provided as the modal provides them, into a new element of the document;
 * returns that element. `unmountAll()` takes it down again.
 *
 * @example
 * const container = renderInDom(kit, <AllWalletsView />)
 */
export function renderInDom(kit: AppKit, node: ReactNode, locale = 'en'): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <KitContext.Provider value={kit}>
      <I18nProvider locale={locale} plugins={getKernelApi(kit).state.plugins}>{node}</I18nProvider>
    </KitContext.Provider>,
  )
  mounted.push({ root, container, kit })
  return container
}

/** Unmounts everything `renderInDom` rendered, removes its elements and destroys the kits (an `afterEach`). */
export async function unmountAll(): Promise<void> {
  for (const { root, container, kit } of mounted.splice(0)) {
    root.unmount()
    container.remove()
    await kit.destroy()
  }
}

/** Unmounts what `renderInDom` rendered into `container`, as when its view is left; the kit stays. */
export function unmountView(container: HTMLElement): void {
  const at = mounted.findIndex((entry) => entry.container === container)
  if (at < 0) throw new Error('renderInDom did not render into this element')
  const [{ root }] = mounted.splice(at, 1) as [(typeof mounted)[number]]
  root.unmount()
  container.remove()
}

/** The button whose text is `name`; throws with the names there are when there is none. */
export function buttonNamed(container: HTMLElement, name: string): HTMLButtonElement {
  const buttons = [...container.querySelectorAll('button')]
  const found = buttons.find((b) => b.textContent?.trim() === name)
  if (!found) throw new Error(`no button named ${name}: ${buttons.map((b) => b.textContent).join(', ')}`)
  return found
}

/** Types into a controlled input the way a user does: React sees an input event with the new value. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

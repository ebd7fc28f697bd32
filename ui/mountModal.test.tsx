import { describe, expect, it, vi } from 'vitest'
import { fakeConnector, testKit } from '../test/fixtures.js'

// The modal in a DOM (happy-dom, a devDependency); the end-to-end suite covers it in a real browser.

type HappyWindow = Window & typeof globalThis & { happyDOM: { close(): Promise<void> } }

async function withDom(run: (window: HappyWindow) => Promise<void>): Promise<void> {
  const { Window } = (await import('happy-dom')) as unknown as { Window: new (options?: object) => HappyWindow }
  const window = new Window({ url: 'http://127.0.0.1/' })
  const globals = globalThis as Record<string, unknown>
  const added = ['window', ...Object.getOwnPropertyNames(window).filter((key) => !(key in globalThis))]
  for (const key of added) globals[key] = key === 'window' ? window : (window as unknown as Record<string, unknown>)[key]
  try {
    await run(window)
  } finally {
    // Let React's scheduler finish its queued work while the DOM globals still exist.
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const key of added) delete globals[key]
    await window.happyDOM.close()
  }
}

describe('mount (DOM)', () => {
  it('appends one portico-modal with a labelled dialog in its shadow root, closes on Escape, and unmounts', async () => {
    await withDom(async (window) => {
      const kit = testKit(
        { connectors: [fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })] },
        { ui: () => import('./mountModal.js') },
      )
      await kit.ready()
      const opener = window.document.createElement('button')
      window.document.body.append(opener)
      opener.focus()
      await kit.open()
      const hosts = window.document.querySelectorAll('portico-modal')
      expect(hosts).toHaveLength(1)
      const shadow = (hosts[0] as HTMLElement).shadowRoot as ShadowRoot
      await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull())
      const dialog = shadow.querySelector('[role="dialog"]') as HTMLElement
      expect(dialog.getAttribute('aria-modal')).toBe('true')
      expect(shadow.getElementById(dialog.getAttribute('aria-labelledby') as string)?.textContent).toBe('Connect Wallet')
      await vi.waitFor(() =>
        expect([...shadow.querySelectorAll('button .pt-row-name')].map((n) => n.textContent)).toContain('Portico Test Wallet'),
      )
      expect((hosts[0] as HTMLElement).dataset.theme).toBe('dark')

      window.document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      expect(kit.getState().open).toBe(false)
      await vi.waitFor(() => expect(shadow.querySelector('.pt-root:not(.pt-ahead) [role="dialog"]')).toBeNull())

      // Closed and idle, a new Connect is laid out, hidden; the next open() shows that same dialog.
      await vi.waitFor(() => expect(shadow.querySelector('.pt-ahead [role="dialog"]')).not.toBeNull())
      const ahead = shadow.querySelector('[role="dialog"]')
      expect(ahead).not.toBe(dialog)
      expect(shadow.getElementById('pt-title')?.textContent).toBe('Connect Wallet')
      await kit.open()
      await vi.waitFor(() => expect(shadow.querySelector('.pt-root:not(.pt-ahead) [role="dialog"]')).toBe(ahead))
      await vi.waitFor(() => expect(shadow.activeElement).toBe(ahead))
      await kit.destroy()
      expect(window.document.querySelectorAll('portico-modal')).toHaveLength(0)
    })
  })

  it("renders the first open's dialog in the microtasks after open() resolves, not in a task React's scheduler queues", async () => {
    // A module graph of its own: the modal's style sheets were made in the previous test's window.
    vi.resetModules()
    const fixtures = await import('../test/fixtures.js')
    await withDom(async (window) => {
      const kit = fixtures.testKit({ connectors: [fixtures.fakeConnector()] }, { ui: () => import('./mountModal.js') })
      await kit.ready()
      await kit.open()
      for (let i = 0; i < 10; i++) await Promise.resolve()
      const shadow = window.document.querySelector('portico-modal')?.shadowRoot
      expect(shadow?.querySelector('.pt-root:not(.pt-ahead) [role="dialog"]')).not.toBeNull()
      await kit.destroy()
    })
  })
})

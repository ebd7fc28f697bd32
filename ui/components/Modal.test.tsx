// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDom, unmountAll } from '../../test/dom.js'
import { testKit } from '../../test/fixtures.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { Modal } from './Modal.js'

declare module 'portico' {
  interface ViewDataMap {
    AcmeStake: { pool: string } | undefined
  }
}

afterEach(unmountAll)

describe('a plugin view whose code and English are chunks', () => {
  it('replaces the view before it once both are in, title and view in one commit: never a spinner, a key or an empty title', async () => {
    let releaseEnglish = () => {}
    const english = new Promise<void>((resolve) => (releaseEnglish = resolve))
    const plugin = definePlugin({
      id: 'acme-staking',
      strings: {
        en: async () => {
          await english
          return { default: { 'title.AcmeStake': 'Stake' } }
        },
      },
      views: { AcmeStake: async () => ({ default: () => <p>stake form</p> }) },
    })
    const kit = testKit({ plugins: [plugin] }, { builtins: {} })
    await kit.ready()
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.getView('AcmeStake')).toBeTypeOf('function'))
    const container = renderInDom(kit, <Modal embedded />)
    const title = () => container.querySelector('#pt-title')?.textContent
    const dialog = () => container.querySelector('[role="dialog"]')
    const spinner = () => container.querySelector('.pt-view > .pt-center > .pt-spinner')
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))
    await vi.waitFor(() => expect(spinner()).toBeNull())

    const seen: string[] = []
    const observer = new MutationObserver(() => {
      const now = `${title()}|${container.textContent?.includes('stake form')}|${Boolean(spinner())}`
      if (seen.at(-1) !== now) seen.push(now)
    })
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true })
    kit.kernel.router.push('AcmeStake')
    await vi.waitFor(() => expect(dialog()?.getAttribute('aria-busy')).toBe('true'))
    expect(title()).toBe('Connect Wallet')
    releaseEnglish()
    await vi.waitFor(() => expect(title()).toBe('Stake'))
    expect(container.textContent).toContain('stake form')
    expect(dialog()?.hasAttribute('aria-busy')).toBe(false)
    observer.disconnect()
    expect(seen.filter((state) => !state.startsWith('Connect Wallet|false|false'))).toEqual(['Stake|true|false'])
  })

  it('keeps the view before it while its plugin is still loading, and shows it once registered and in', async () => {
    let releasePlugin = () => {}
    const gate = new Promise<void>((resolve) => (releasePlugin = resolve))
    const plugin = definePlugin({ id: 'acme-late', views: { AcmeStake: async () => ({ default: () => <p>late view</p> }) } })
    const kit = testKit({ plugins: [() => gate.then(() => plugin)] }, { builtins: {} })
    await kit.ready()
    const opened = kit.open()
    const container = renderInDom(kit, <Modal embedded />)
    const title = () => container.querySelector('#pt-title')?.textContent
    const spinner = () => container.querySelector('.pt-view > .pt-center > .pt-spinner')
    await opened
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))
    await vi.waitFor(() => expect(spinner()).toBeNull())
    const seen: string[] = []
    const observer = new MutationObserver(() => {
      const now = `${title()}|${container.textContent?.includes('late view')}|${Boolean(spinner())}`
      if (seen.at(-1) !== now) seen.push(now)
    })
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true })
    kit.kernel.router.push('AcmeStake')
    await vi.waitFor(() => expect(container.querySelector('[role="dialog"]')?.getAttribute('aria-busy')).toBe('true'))
    expect(kit.kernel.getView('AcmeStake')).toBeUndefined()
    releasePlugin()
    await vi.waitFor(() => expect(container.textContent).toContain('late view'))
    observer.disconnect()
    expect(seen.filter((state) => !state.startsWith('Connect Wallet|false|false'))).toEqual(['Acme Stake|true|false'])
  })

  it('shows its failure when its chunk fails, rather than keeping the view before it', async () => {
    const plugin = definePlugin({
      id: 'acme-broken',
      views: { AcmeStake: () => Promise.reject(new Error('chunk failed')) },
    })
    const kit = testKit({ plugins: [plugin] }, { builtins: {} })
    await kit.ready()
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.getView('AcmeStake')).toBeTypeOf('function'))
    const container = renderInDom(kit, <Modal embedded />)
    await vi.waitFor(() => expect(container.querySelector('#pt-title')?.textContent).toBe('Connect Wallet'))
    kit.kernel.router.push('AcmeStake')
    await vi.waitFor(() => expect(container.textContent).toContain('This view could not be loaded'))
    expect(container.querySelector('[role="dialog"]')?.hasAttribute('aria-busy')).toBe(false)
  })
})

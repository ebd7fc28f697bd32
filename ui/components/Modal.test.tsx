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

describe('the modal title of a plugin view whose English is a chunk', () => {
  it('shows with the view: empty while the strings are on their way, never a key or the view name', async () => {
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
    await vi.waitFor(() => expect(title()).toBe('Connect Wallet'))

    const seen = new Set<string>()
    const observer = new MutationObserver(() => seen.add(title() ?? ''))
    observer.observe(container, { subtree: true, childList: true, characterData: true })
    kit.kernel.router.push('AcmeStake')
    await vi.waitFor(() => expect(title()).toBe(''))
    expect(container.textContent).not.toContain('stake form')
    releaseEnglish()
    await vi.waitFor(() => expect(title()).toBe('Stake'))
    await vi.waitFor(() => expect(container.textContent).toContain('stake form'))
    observer.disconnect()
    expect([...seen].filter((text) => text !== 'Connect Wallet')).toEqual(['', 'Stake'])
  })
})

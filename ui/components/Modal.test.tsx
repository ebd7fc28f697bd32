// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDom, unmountAll } from '../../test/dom.js'
import { arbitrum, fakeConnector, testKit } from '../../test/fixtures.js'
import type { Network } from '../../kernel/types/chain.js'
import type { Connector } from '../../kernel/types/connector.js'
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

describe('Switch Network, which asks the wallet as it arrives (SPEC §4)', () => {
  async function networksShown(switchNetwork: (network: Network) => Promise<void>) {
    const asked: string[] = []
    const connector = fakeConnector({
      switchNetwork: (network) => {
        asked.push(network.caipNetworkId)
        return switchNetwork(network)
      },
    })
    const kit = testKit({ connectors: [connector as Connector] })
    await kit.ready()
    await kit.connect(connector.id)
    await kit.open()
    const container = renderInDom(kit, <Modal embedded />)
    const title = () => container.querySelector('#pt-title')?.textContent
    await vi.waitFor(() => expect(title()).toBe('Account'))
    kit.kernel.router.push('Networks')
    await vi.waitFor(() => expect(title()).toBe('Choose Network'))
    const titles = [title()]
    const observer = new MutationObserver(() => titles.at(-1) !== title() && titles.push(title()))
    observer.observe(container, { subtree: true, childList: true, characterData: true })
    return { kit, container, title, titles, asked, stop: () => observer.disconnect() }
  }

  it('never shows for a wallet that switches at once, which is asked once', async () => {
    const { kit, title, titles, asked, stop } = await networksShown(async () => {})
    await kit.kernel.selectNetwork(arbitrum)
    await vi.waitFor(() => expect(title()).toBe('Account'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    stop()
    expect(titles).toEqual(['Choose Network', 'Account'])
    expect(asked).toEqual(['eip155:42161'])
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
  })

  it('shows once the wallet has taken its reveal time, mounted once (the wallet asked once), and goes back when it answers', async () => {
    let answer = () => {}
    const { kit, container, title, titles, asked, stop } = await networksShown(() => new Promise((resolve) => (answer = resolve)))
    await kit.kernel.selectNetwork(arbitrum)
    expect(kit.kernel.state.router.view).toBe('SwitchNetwork')
    await vi.waitFor(() => expect(asked).toEqual(['eip155:42161']))
    // Asking, hidden: the list stays, the dialog busy.
    expect(title()).toBe('Choose Network')
    expect(container.querySelector('[role="dialog"]')?.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('.pt-view[hidden]')?.textContent).toContain('Approve in wallet')
    await vi.waitFor(() => expect(title()).toBe('Switch Network'))
    expect(container.querySelector('.pt-view[hidden]')).toBeNull()
    expect(asked).toEqual(['eip155:42161'])
    answer()
    await vi.waitFor(() => expect(title()).toBe('Account'))
    stop()
    expect(titles).toEqual(['Choose Network', 'Switch Network', 'Account'])
  })

  it('shows at once with a wallet that refuses at once, with its error', async () => {
    const { kit, container, title, stop } = await networksShown(async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    await kit.kernel.selectNetwork(arbitrum)
    await vi.waitFor(() => expect(title()).toBe('Switch Network'))
    expect(container.querySelector('[role="alert"]')?.textContent).toBeTruthy()
    stop()
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'

// The module keeps the store it has fetched: each test starts from a fresh copy.
beforeEach(() => {
  vi.resetModules()
})

describe('the Connect wallets store beside the views that read it', () => {
  it('is in once the loader of Connect or "What is a wallet?" resolves, so their first render does not suspend', async () => {
    for (const view of ['Connect', 'WhatIsAWallet'] as const) {
      vi.resetModules()
      const { coreViews, readConnectWalletsStore } = await import('./coreViews.js')
      const module = (await coreViews[view]()) as { default: unknown }
      expect(typeof module.default).toBe('function')
      expect(readConnectWalletsStore().loadConnectWallets).toBeTypeOf('function')
    }
  })

  it('suspends a render that comes before it is in, with the promise that brings it', async () => {
    const { readConnectWalletsStore } = await import('./coreViews.js')
    let thrown: unknown
    try {
      readConnectWalletsStore()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Promise)
    await thrown
    expect(readConnectWalletsStore().peekConnectWallets).toBeTypeOf('function')
  })
})

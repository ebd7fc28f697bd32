import { describe, expect, it } from 'vitest'
import { fakeConnector, testKit } from '../../test/fixtures.js'
import { getAttempt, startConnect, subscribeAttempts } from './connectAttempts.js'

const declining = () =>
  fakeConnector({ connect: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })

describe('connection attempts of the modal', () => {
  it('keeps how an attempt ended while no view watches yet, for the view that loads late to show it', async () => {
    const kit = testKit({ connectors: [declining()] })
    await kit.ready()
    startConnect(kit, { id: 'test-wallet', name: 'Test Wallet' })
    await expect.poll(() => getAttempt(kit, 'test-wallet')?.status).toBe('failed')
    // The view arrives now: it finds the outcome (and does not ask the wallet again).
    let calls = 0
    const off = subscribeAttempts(kit, () => (calls += 1))
    expect(getAttempt(kit, 'test-wallet')).toMatchObject({ status: 'failed', name: 'Test Wallet' })
    off()
    expect(calls).toBe(0)
  })

  it('forgets settled attempts when the modal closes, not one still asking the wallet', async () => {
    let answer: (value: { address: string; chainId: number }) => void = () => {}
    const kit = testKit({
      connectors: [declining(), fakeConnector({ id: 'slow-wallet', connect: () => new Promise((resolve) => (answer = resolve)) })],
    })
    await kit.ready()
    startConnect(kit, { id: 'test-wallet', name: 'Test Wallet' })
    startConnect(kit, { id: 'slow-wallet', name: 'Slow Wallet' })
    await expect.poll(() => getAttempt(kit, 'test-wallet')?.status).toBe('failed')
    await kit.open()
    expect(getAttempt(kit, 'test-wallet')?.status).toBe('failed')
    await kit.close()
    await expect.poll(() => getAttempt(kit, 'test-wallet')).toBeUndefined()
    expect(getAttempt(kit, 'slow-wallet')?.status).toBe('connecting')
    answer({ address: '0x00000000000000000000000000000000000000a1', chainId: 1 })
    await expect.poll(() => getAttempt(kit, 'slow-wallet')?.status).toBe('connected')
  })
})

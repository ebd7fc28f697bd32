import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { createTestWallet, type TestWallet } from '../../e2e/wallets/createTestWallet.js'
import { createKit } from '../../kernel/createKit.js'
import { STORAGE_KEYS } from '../../kernel/constants.js'
import { createMemoryStorage, type KeyValueStorage } from '../../kernel/utils/storage.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { testEnvironment } from '../../test/fixtures.js'
import { eip155 } from './eip155.js'
import { createFakeWindow, installWallet, walletInfo } from './test/fakeWindow.js'
import { ANVIL_ACCOUNT } from './test/anvilAccount.js'

// The kernel drives the adapter as it will in the browser: discovery at start-up, connect, events, switch.

let chainA: Anvil
let chainB: Anvil
beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31_337 }), startAnvil({ chainId: 31_338 })])
})
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

const RDNS = 'io.portico.testwallet'
const network = (id: number, url: string) =>
  defineNetwork({ id, name: `Anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })

function start({ wallet, storage = createMemoryStorage() }: { wallet: TestWallet; storage?: KeyValueStorage }) {
  const win = createFakeWindow()
  installWallet(win, { info: walletInfo(RDNS, 'Portico Test Wallet'), provider: wallet })
  vi.stubGlobal('window', win)
  const [a, b] = [network(31_337, chainA.rpcUrl), network(31_338, chainB.rpcUrl)]
  const kit = createKit(
    { projectId: 'test', basic: true, networks: [a, b], adapters: [eip155()] },
    { env: testEnvironment({ storage }) },
  )
  return { kit, a, b, storage }
}

const newWallet = (knownChainIds?: number[]) =>
  createTestWallet({
    privateKey: ANVIL_ACCOUNT.privateKey,
    chains: [
      { chainId: 31_337, rpcUrl: chainA.rpcUrl },
      { chainId: 31_338, rpcUrl: chainB.rpcUrl },
    ],
    ...(knownChainIds ? { knownChainIds } : {}),
  })

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(condition()).toBe(true)
}

describe('eip155 with the kernel (SPEC §4 connection status and network switching)', () => {
  it('connects an announced wallet and follows its account and chain', async () => {
    const wallet = newWallet()
    const { kit, b } = start({ wallet })
    await kit.ready()
    await kit.connect(RDNS)
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT.address })
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${ANVIL_ACCOUNT.address}`)
    expect(kit.getWalletInfo()?.name).toBe('Portico Test Wallet')
    expect(kit.getWalletProvider()).toBe(wallet)

    // The user switches in the wallet: the kit follows.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe(b.caipNetworkId)

    // The user disconnects the site in the wallet: the kit disconnects.
    wallet.disconnectFromWallet()
    await until(() => kit.getAccount().status === 'disconnected')
    await kit.destroy()
  })

  it('switches the wallet to a chain it must add first (SPEC §8 4902)', async () => {
    const wallet = newWallet([31_337])
    const { kit, b } = start({ wallet })
    await kit.ready()
    await kit.connect(RDNS)
    await kit.switchNetwork(b)
    expect(wallet.chainId).toBe(31_338)
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.requests.map((r) => r.method).filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    await kit.destroy()
  })

  it('restores the session at the next start without prompting, and disconnect revokes it (SPEC §4 start-up)', async () => {
    const wallet = newWallet()
    const first = start({ wallet })
    await first.kit.ready()
    await first.kit.connect(RDNS)
    expect(JSON.parse(first.storage.getItem(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({ eip155: RDNS })
    await first.kit.destroy()

    wallet.requests.length = 0
    const second = start({ wallet, storage: first.storage })
    await second.kit.ready()
    expect(second.kit.getAccount()).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT.address })
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')

    await second.kit.disconnect()
    expect(wallet.requests.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(wallet.authorized).toBe(false)
    expect(second.kit.getAccount().status).toBe('disconnected')
    await second.kit.destroy()
  })
})

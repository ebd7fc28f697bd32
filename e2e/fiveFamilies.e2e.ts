import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { utxoKeypair } from '../devnet/bip122/utxoKeys.js'
import { button, dialog, openDemo, shown, useBrowser } from './fixtures.js'
import { BITCOIN_TEST_WALLET_NAME, installBitcoinWallet, type BitcoinTestWallet } from './wallets/bitcoinWallet.js'
import { newCosmosMnemonic } from './wallets/cosmosKeys.js'
import { installCosmosWallet, type CosmosTestWallet } from './wallets/cosmosWallet.js'
import { installPolkadotWallet, POLKADOT_TEST_WALLET_NAME, type PolkadotTestWallet } from './wallets/polkadotWallet.js'
import { installSolanaWallet, SOLANA_TEST_WALLET_NAME, type SolanaTestWallet } from './wallets/solanaWallet.js'

const browser = useBrowser()
beforeAll(() => cryptoWaitReady())
const NAMESPACES = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'] as const
type Namespace = (typeof NAMESPACES)[number]

/** Each family's account as the host reads it (`getAccount(namespace)`): status and address. */
const accounts = (page: Page) =>
  page.evaluate((namespaces) => {
    const kit = (window as unknown as { portico: { getAccount(ns: string): { status: string; address?: string } } }).portico
    return Object.fromEntries(namespaces.map((ns) => [ns, [kit.getAccount(ns).status, kit.getAccount(ns).address]]))
  }, NAMESPACES as unknown as string[])

/** Connect opened for `namespace` (`open({ namespace })`), then the wallet's row. */
async function connectOn(page: Page, namespace: Namespace, wallet: string): Promise<void> {
  await page.evaluate((ns) => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: ns }), namespace)
  await dialog(page, 'Connect Wallet').getByRole('button', { name: wallet, exact: true }).click({ timeout: 15_000 })
  await expect.poll(() => accounts(page).then((all) => all[namespace]?.[0]), { timeout: 20_000 }).toBe('connected')
}

describe('Five chain families connected at once (SPEC §1, §4 SwitchActiveChain)', () => {
  it('connects an eip155, a solana, a polkadot, a cosmos and a bip122 wallet in one page, shows each account, switches the active family, and disconnects each alone', async () => {
    const { solana } = inject('e2e')
    let solanaWallet: SolanaTestWallet | undefined
    let polkadotWallet: PolkadotTestWallet | undefined
    let cosmosWallet: CosmosTestWallet | undefined
    let bitcoinWallet: BitcoinTestWallet | undefined
    const { page, wallet, errors } = await openDemo(browser(), {
      account: 2,
      beforeLoad: async (page) => {
        solanaWallet = await installSolanaWallet(page, { account: solana.accounts[2]!, rpcUrl: solana.rpcUrl, chains: [solana.caipNetworkId as `solana:${string}`] })
        polkadotWallet = await installPolkadotWallet(page, {})
        cosmosWallet = await installCosmosWallet(page, { mnemonic: newCosmosMnemonic(), chains: [{ chainId: 'cosmoshub-4', prefix: 'cosmos' }] })
        bitcoinWallet = await installBitcoinWallet(page, { style: 'sats-connect', account: utxoKeypair(`five ${Date.now()}`), ordinals: utxoKeypair(`five ordinals ${Date.now()}`) })
      },
    })
    const expected: Record<Namespace, string> = {
      eip155: wallet!.address,
      solana: solanaWallet!.address,
      polkadot: encodeAddress(polkadotWallet!.pairs[0]!.publicKey, 0),
      cosmos: cosmosWallet!.keys.address('cosmoshub-4'),
      bip122: bitcoinWallet!.address,
    }
    const networks: Record<Namespace, string> = {
      eip155: 'Anvil',
      solana: 'Solana Local',
      polkadot: 'Polkadot',
      cosmos: 'Cosmos Hub',
      bip122: 'UTXO Local',
    }
    const names: Record<Namespace, string> = {
      eip155: 'Portico Test Wallet',
      solana: SOLANA_TEST_WALLET_NAME,
      polkadot: POLKADOT_TEST_WALLET_NAME,
      cosmos: 'Keplr',
      bip122: BITCOIN_TEST_WALLET_NAME,
    }

    // Each family connects beside those already connected, and becomes the active one.
    for (const namespace of NAMESPACES) {
      await connectOn(page, namespace, names[namespace])
      await expect.poll(() => shown(page, 'address').textContent()).toBe(expected[namespace])
      await page.keyboard.press('Escape')
    }
    expect(await accounts(page)).toEqual(Object.fromEntries(NAMESPACES.map((ns) => [ns, ['connected', expected[ns]]])))

    // Switching the active family through Account's network: each account shows with its network.
    await button(page, 'Open modal').click()
    for (const namespace of ['cosmos', 'eip155', 'polkadot', 'solana', 'bip122'] as const) {
      const account = dialog(page, 'Account')
      await account.locator('.pt-chip').click()
      await dialog(page, 'Choose Network').getByRole('button', { name: networks[namespace], exact: true }).click()
      await expect.poll(() => shown(page, 'address').textContent()).toBe(expected[namespace])
      await account.getByRole('button', { name: networks[namespace], exact: true }).waitFor()
    }
    await page.keyboard.press('Escape')

    // Each family disconnects alone; the others stay connected.
    const left = new Set<Namespace>(NAMESPACES)
    for (const namespace of ['polkadot', 'eip155', 'bip122', 'solana', 'cosmos'] as const) {
      await page.evaluate((ns) => (window as unknown as { portico: { disconnect(ns: string): Promise<void> } }).portico.disconnect(ns), namespace)
      left.delete(namespace)
      expect(await accounts(page)).toEqual(
        Object.fromEntries(NAMESPACES.map((ns) => [ns, left.has(ns) ? ['connected', expected[ns]] : ['disconnected', undefined]])),
      )
    }
    expect(errors).toEqual([])
  })
})

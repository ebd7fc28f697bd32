import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import type { SolanaDevnetAccount } from '../devnet/solana/solanaKeys.js'
import { button, connectViewLoaded, dialog, openDemo } from './fixtures.js'
import { installSolanaWallet, SOLANA_TEST_WALLET_NAME, type InstallSolanaWalletParameters, type SolanaTestWallet } from './wallets/solanaWallet.js'

/** JSON-RPC to the devnet's Solana network. */
async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result: T }
  return body.result
}

/** The SOL of `owner` on the ledger, in lamports. */
export const lamportsOf = async (rpcUrl: string, owner: string) => BigInt((await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [owner])).value)

/**
 * The demo page with the Solana test wallet registered as an extension does, holding devnet account `account`
 * (an index) or any devnet keypair.
 */
export async function openSolanaDemo(browser: Browser, account: number | SolanaDevnetAccount, options: Partial<InstallSolanaWalletParameters> = {}) {
  let wallet: SolanaTestWallet | undefined
  const demo = await openDemo(browser, {
    wallet: false,
    beforeLoad: async (page) => {
      const { solana } = inject('e2e')
      wallet = await installSolanaWallet(page, {
        account: typeof account === 'number' ? solana.accounts[account]! : account,
        rpcUrl: solana.rpcUrl,
        chains: [solana.caipNetworkId as `solana:${string}`],
        ...options,
      })
    },
  })
  return { ...demo, solanaWallet: wallet as SolanaTestWallet }
}

/** Connects the Solana test wallet from the demo's Connect Wallet button. */
export async function connectSolanaWallet(page: Page, name = SOLANA_TEST_WALLET_NAME): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet').waitFor()
  await connectViewLoaded(page)
  await button(page, name).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
}

import { describe, it } from 'vitest'
import { connectViewLoaded, dialog, openDemo, shown, button, useBrowser } from './fixtures.js'
import { installPolkadotWallet, POLKADOT_TEST_WALLET_NAME } from './wallets/polkadotWallet.js'

const browser = useBrowser()

describe('shots', () => {
  for (const theme of ['dark', 'light'])
    for (const [w, h] of [[1280, 800], [360, 740]] as const)
      it(`${theme} ${w}`, async () => {
        const { page } = await openDemo(browser(), {
          wallet: false,
          query: `?theme=${theme}`,
          contextOptions: { viewport: { width: w, height: h } },
          beforeLoad: async (p) => void (await installPolkadotWallet(p, { accounts: [{ name: 'Alice' }] })),
        })
        await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
        await connectViewLoaded(page)
        await page.screenshot({ path: `/tmp/pdot-shots/connect-${theme}-${w}.png` })
        await dialog(page, 'Connect Wallet').getByRole('button', { name: POLKADOT_TEST_WALLET_NAME, exact: true }).click()
        await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
        if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
        await dialog(page, 'Account').getByText('Alice', { exact: true }).waitFor()
        await dialog(page, 'Account').getByText('Balances are not available on this network').first().waitFor()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `/tmp/pdot-shots/account-${theme}-${w}.png` })
        void shown
      })
})

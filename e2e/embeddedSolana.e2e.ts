import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { emailLogin, frameShown, newEmail, secureFrame } from './embeddedWallet.js'
import { axeViolations, button, dialog, newSolanaAccount, openDemo, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** JSON-RPC to the devnet's Solana network. */
async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
const lamportsOf = async (rpcUrl: string, owner: string) => BigInt((await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [owner])).value)

/** Whole units rounded down to 3 decimals, en-US (SPEC §5), as the Account view shows a balance. */
function shownAmount(units: bigint, decimals: number, symbol: string): string {
  const thousandths = (units * 1000n) / 10n ** BigInt(decimals)
  return `${(thousandths / 1000n).toLocaleString('en-US')}.${(thousandths % 1000n).toString().padStart(3, '0')} ${symbol}`
}

/** The embedded wallet's account on `namespace`, as the host's public API gives it. */
const accountOf = (page: Page, namespace: string) =>
  page.evaluate(
    (ns) =>
      (
        window as unknown as {
          portico: { getAccount(ns: string): { status: string; address?: string; embeddedWalletInfo?: { user: { email: string | null }; authProvider: string } } }
        }
      ).portico.getAccount(ns),
    namespace,
  )

/** Account → network → the Solana network (both families are connected: the switch needs no new wallet). */
async function switchToSolana(page: Page, networkName: string): Promise<void> {
  await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: networkName, exact: true }).click()
}

/** From the open Account view: Send → a SOL amount and receiver → Review Send → Send. */
async function sendSol(page: Page, amount: string, to: string) {
  const account = dialog(page, 'Account')
  await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('radio', { name: /^Solana / }).check()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
  await form.getByRole('button', { name: 'Preview send', exact: true }).click()
  await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
}

describe('the embedded wallet on solana (SPEC §7; issues 11 and 14)', () => {
  it('an email login connects a Solana account made in the frame; its SOL balance, a send approved and one rejected in the frame, a message signed through the host provider', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false })
    const { rpcUrl, caipNetworkId } = e2e.solana
    const email = newEmail('sol')
    const evmAddress = await emailLogin(page, email)
    expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Both families connected with the embedded wallet; the Solana account is an ed25519 key (32 bytes, base58).
    await expect.poll(async () => (await accountOf(page, 'solana')).status).toBe('connected')
    const address = (await accountOf(page, 'solana')).address!
    expect(base58.decode(address)).toHaveLength(32)
    expect((await accountOf(page, 'eip155')).address).toBe(evmAddress)
    // The same user on both: the host reads who logged in from either family's account.
    for (const ns of ['eip155', 'solana'])
      expect((await accountOf(page, ns)).embeddedWalletInfo).toMatchObject({ user: { email }, authProvider: 'email' })

    // Funded on the local ledger, then the Solana network: the address and the SOL balance read from it.
    await solanaRpc(rpcUrl, 'requestAirdrop', [address, 3_000_000_000])
    expect(await lamportsOf(rpcUrl, address)).toBe(3_000_000_000n)
    await switchToSolana(page, 'Solana Local')
    await expect.poll(() => shown(page, 'network').textContent()).toBe(caipNetworkId)
    expect(await shown(page, 'address').textContent()).toBe(address)
    const account = dialog(page, 'Account')
    // Switched from the network list, the modal goes back to Account.
    await account.waitFor()
    const balance = shownAmount(await lamportsOf(rpcUrl, address), 9, 'SOL')
    expect(balance).toBe('3.000 SOL')
    await expect.poll(() => account.getByText(balance, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)

    // A SOL send through the send plugin: the frame shows the recipient and amount; approved there, it lands.
    // A receiver of this test alone: solana.e2e sends to the devnet's accounts at the same time.
    const { address: receiver } = await newSolanaAccount()
    const before = await lamportsOf(rpcUrl, receiver)
    await sendSol(page, '1.25', receiver)
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    const frame = secureFrame(page)
    await frame.getByText(receiver, { exact: true }).waitFor()
    await frame.getByText('1.25 SOL', { exact: true }).waitFor()
    expect(await axeViolations(page), 'Approve Transaction (Solana transfer)').toEqual([])
    expect(await axeViolations(frame), 'the secure site showing a Solana transfer').toEqual([])
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    // The send ends back on Account, as with any wallet.
    await dialog(page, 'Account').waitFor()
    await expect.poll(() => lamportsOf(rpcUrl, receiver), { timeout: 20_000 }).toBe(before + 1_250_000_000n)
    const left = await lamportsOf(rpcUrl, address)
    expect(left).toBe(3_000_000_000n - 1_250_000_000n - 5000n)

    // Rejected in the frame: 'Signature declined', the form is kept, nothing lands.
    await sendSol(page, '0.5', receiver)
    await frameShown(page)
    await frame.getByText('0.5 SOL', { exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    const review = dialog(page, 'Review Send')
    await expect.poll(() => review.getByRole('alert').textContent()).toBe('Signature declined')
    await review.getByRole('button', { name: 'Back', exact: true }).click()
    const form = dialog(page, 'Send')
    expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('0.5')
    expect(await form.getByRole('textbox', { name: 'Receiver address' }).inputValue()).toBe(receiver)
    expect(await lamportsOf(rpcUrl, address)).toBe(left)
    await form.getByRole('button', { name: 'Close', exact: true }).click()

    // solana_signMessage through the host's provider: the frame shows the text; the signature verifies (ed25519).
    const message = 'Hello Solana from the host page'
    const key = `r${Math.random().toString(36).slice(2)}`
    await page.evaluate(
      ({ key, message, address }) => {
        const w = window as unknown as Record<string, unknown> & {
          portico: { getWalletProvider(ns: string): { request(a: unknown, chain?: string): Promise<unknown> } }
        }
        const bytes = new TextEncoder().encode(message)
        // base58 of the message bytes, as WalletConnect's Solana RPC wants it.
        const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
        let n = bytes.reduce((sum, b) => sum * 256n + BigInt(b), 0n)
        let text = ''
        while (n > 0n) {
          text = alphabet[Number(n % 58n)] + text
          n /= 58n
        }
        w[key] = w.portico
          .getWalletProvider('solana')
          .request({ method: 'solana_signMessage', params: { message: text, pubkey: address } })
          .then(
            (result) => ({ result }),
            (error: { message: string }) => ({ error: error.message }),
          )
      },
      { key, message, address },
    )
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    await frame.getByText(message, { exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    const answer = await page.evaluate((key) => (window as unknown as Record<string, Promise<{ result?: { signature: string }; error?: string }>>)[key]!, key)
    expect(answer.error).toBeUndefined()
    const signature = base58.decode(answer.result!.signature)
    expect(ed25519.verify(signature, new TextEncoder().encode(message), base58.decode(address))).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('another message'), base58.decode(address))).toBe(false)

    // Requests that break the SPEC §5 parameter rules are refused by the kit before the frame is asked anything.
    const refused = await page.evaluate(async (address) => {
      const provider = (window as unknown as { portico: { getWalletProvider(ns: string): { request(a: unknown): Promise<unknown> } } }).portico.getWalletProvider('solana')
      const ask = (method: string, params: unknown) => provider.request({ method, params }).then(() => 'answered', (error: { message: string }) => error.message)
      return [
        await ask('solana_signMessage', { message: '3yZe7d' }),
        await ask('solana_signMessage', { message: 42, pubkey: address }),
        await ask('solana_signTransaction', {}),
        await ask('solana_signAllTransactions', { transactions: 'AQID' }),
        await ask('solana_signAndSendTransaction', { transaction: 'AQID', sendOptions: { preflightCommitment: 'soon' } }),
        await ask('eth_sendTransaction', [{ to: address }]),
      ]
    }, address)
    expect(refused).toEqual([
      'Invalid parameters for solana_signMessage: message and pubkey must be strings',
      'Invalid parameters for solana_signMessage: message and pubkey must be strings',
      'Invalid parameters for solana_signTransaction: transaction must be a string',
      'Invalid parameters for solana_signAllTransactions: transactions must be a list of strings',
      'Invalid parameters for solana_signAndSendTransaction: preflight commitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
      'Requested RPC call is not allowed',
    ])
    expect(await dialog(page, 'Approve Transaction').count()).toBe(0)
    expect(errors).toEqual([])
  })
})

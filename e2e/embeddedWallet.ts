import type { Frame, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, inject } from 'vitest'
import { dialog, shown } from './fixtures.js'

// The embedded wallet as a person meets it: the mailbox the codes arrive in, the email login, the secure site's
// frame and requests to the host's wallet provider.

/** A fresh address per test, so users and cooldowns do not meet. */
export const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@portico.test`

export interface Mail {
  seq: number
  subject: string
  text: string
}

async function mails(to: string): Promise<Mail[]> {
  const response = await fetch(`${inject('e2e').mailboxUrl}/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** The next mail to `to` after the `since`-th, read from the devnet's mailbox as a person would. */
export async function nextMail(to: string, since = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect.poll(async () => (found = (await mails(to)).find((m) => m.seq > since)), { timeout: 10_000 }).toBeTruthy()
  return found!
}

export const codeOf = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
export const lastSeq = async (to: string) => (await mails(to)).at(-1)?.seq ?? 0

/** Opens Connect, types `email` into its email field and continues. */
export async function startEmailLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** Logs in with `email` and the mailed code; resolves once the host page shows the account. */
export async function emailLogin(page: Page, email: string): Promise<string> {
  const since = await lastSeq(email)
  await startEmailLogin(page, email)
  const otp = dialog(page, 'Confirm Email')
  await otp.waitFor()
  await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
  await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
  return (await shown(page, 'address').textContent()) ?? ''
}

/** Waits until the secure site's frame shows over the card and stays put, ready for the visitor. */
export async function frameShown(page: Page): Promise<void> {
  const element = page.locator('iframe[title="Embedded wallet"]')
  let last = ''
  await expect
    .poll(async () => {
      const box = await element.boundingBox()
      const key = box && box.width > 0 ? JSON.stringify(box) : ''
      const steady = key !== '' && key === last
      last = key
      return steady
    })
    .toBe(true)
}

/** The secure site's frame in the page. */
export function secureFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(inject('e2e').secureSiteUrl))
  if (!frame) throw new Error('No secure site frame')
  return frame
}

/** Funds `address` on the first devnet chain (anvil_setBalance). */
export async function fund(rpcUrl: string, address: string, ether: string): Promise<void> {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${parseEther(ether).toString(16)}`] }),
  })
}

/** Starts a request on the host's wallet provider; the returned function awaits its outcome. */
export async function startRequest(page: Page, method: string, params: unknown[]): Promise<() => Promise<{ result?: unknown; error?: { message: string; code?: number } }>> {
  const key = `r${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ({ key, method, params }) => {
      const w = window as unknown as Record<string, unknown> & { portico: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }
      w[key] = w.portico
        .getWalletProvider()
        .request({ method, params })
        .then(
          (result) => ({ result }),
          (error: { message: string; code?: number }) => ({ error: { message: error.message, code: error.code } }),
        )
    },
    { key, method, params },
  )
  return () => page.evaluate((key) => (window as unknown as Record<string, Promise<never>>)[key]!, key)
}


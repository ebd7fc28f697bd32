import type { Frame, Page } from 'playwright-core'
import { combine } from 'shamir-secret-sharing'
import { parseEther } from 'viem'
import { accountKeys, type AccountKeys } from '../secure-site/accountSecret.js'
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
  // The frame's content has painted at its new size, and so has the page around it: the browser routes a click into
  // a cross-site frame by where the page's last frame put it, so a click sent before the page paints the frame's new
  // size lands on the page's <iframe> element and never reaches the frame's button.
  await secureFrame(page).evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
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


/**
 * Logs a known user in on a new device (SPEC.md §4): the email, the device link from the mail opened in another
 * tab, then the mailed code. Resolves once the code is in; the caller checks the outcome.
 */
export async function newDeviceLogin(page: Page, email: string): Promise<void> {
  const since = await lastSeq(email)
  await startEmailLogin(page, email)
  await dialog(page, 'Register Device').getByText(`Approve the login link we sent to ${email}`, { exact: true }).waitFor()
  const mail = await nextMail(email, since)
  expect(mail.subject).toBe('Approve your new device')
  const tab = await page.context().newPage()
  await tab.goto(/http:\/\/\S+/.exec(mail.text)?.[0] ?? '')
  await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
  await tab.close()
  const otp = dialog(page, 'Confirm Email')
  await otp.waitFor()
  await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, mail.seq)))
}

/** The account the host's public API gives for a namespace. */
export const accountOf = (page: Page, namespace: string) =>
  page.evaluate(
    (ns) => (window as unknown as { portico: { getAccount(ns: string): { status: string; address?: string } } }).portico.getAccount(ns),
    namespace,
  )

/**
 * The signed-in account's key shares, read inside the secure site's frame as its own code can: this device's share
 * (base64) decrypted under the frame's wrapping key, the auth server's (base64) and the recovery service's answer
 * (`share`, or `sealed` under a passkey) fetched with the frame's session.
 */
export function frameShareAnswers(page: Page): Promise<{ device: string; auth: string; recovery: Record<string, unknown> }> {
  return secureFrame(page).evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('portico-secure-site')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const read = <value>(request: (store: IDBObjectStore) => IDBRequest) =>
      new Promise<value>((resolve, reject) => {
        const req = request(db.transaction('kv').objectStore('kv'))
        req.onsuccess = () => resolve(req.result as value)
        req.onerror = () => reject(req.error)
      })
    const names = await read<IDBValidKey[]>((store) => store.getAllKeys())
    const shareName = names.map(String).find((name) => name.startsWith('device-share:'))
    if (!shareName) throw new Error('No device share in the frame')
    const wrapKey = await read<CryptoKey>((store) => store.get('wrapKey'))
    const wrapped = await read<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>((store) => store.get(shareName))
    const device = new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: wrapped.iv }, wrapKey, wrapped.data))
    // The session of the page that framed it (one per parent origin).
    const sessionName = `session:${location.ancestorOrigins[0] ?? ''}`
    const { token } = await read<{ token: string }>((store) => store.get(sessionName))
    db.close()
    const post = async (url: string, body: unknown, bearer?: string) =>
      (await (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>
    const auth = `${location.origin}/secure/auth/v1`
    const { share: authShare = '' } = await post(`${auth}/me/shares/auth`, {}, token)
    const { ticket } = await post(`${auth}/me/recovery/ticket`, { purpose: 'fetch' }, token)
    const recoveryUrl = document.querySelector<HTMLMetaElement>('meta[name="portico-recovery"]')?.content ?? ''
    const recovery = await post(`${recoveryUrl}/v1/shares/fetch`, { ticket })
    return { device, auth: String(authShare), recovery }
  })
}

/** The account's three key shares (base64), for tests that look for them where they must not be. */
export async function frameShares(page: Page): Promise<{ device: string; auth: string; recovery: string }> {
  const { device, auth, recovery } = await frameShareAnswers(page)
  return { device, auth, recovery: typeof recovery.share === 'string' ? recovery.share : '' }
}

/** Switches the devnet's recovery service off (connections refused) or on again, its shares kept. */
export async function setRecoveryRunning(running: boolean): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/recovery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ running }),
  })
  if (!response.ok) throw new Error(`devnet recovery: HTTP ${response.status}`)
}

/**
 * Every text form a leak of the account's secrets could take: each share, the rebuilt secret, the eip155 key and
 * the Solana seed, as hex, base64 and base64url (unpadded, so a padded copy matches too). The keys come back too,
 * for checking that the shares are the account's.
 */
export async function secretForms(shares: { device: string; auth: string; recovery: string }): Promise<{ forms: string[]; keys: AccountKeys }> {
  const bytes = [shares.device, shares.auth, shares.recovery].map((share) => new Uint8Array(Buffer.from(share, 'base64')))
  const secret = await combine([bytes[1]!, bytes[2]!])
  const keys = await accountKeys(secret)
  const values = [...bytes, secret, Buffer.from(keys.evmKey.slice(2), 'hex'), Buffer.from(keys.solanaKey, 'hex')]
  const forms = values.flatMap((value) => {
    const buffer = Buffer.from(value)
    return [buffer.toString('hex'), buffer.toString('base64').replace(/=+$/, ''), buffer.toString('base64url')]
  })
  return { forms, keys }
}

import { mkdirSync } from 'node:fs'
import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { codeOf, emailLogin, frameShown, fund, lastSeq, newEmail, nextMail, secureFrame, startRequest } from './embeddedWallet.js'
import ruModal from '../ui/i18n/strings/ru.js'
import ruEmail from '../plugins/email/strings/ru.js'
import { button, dialog, openDemo, shown, useBrowser } from './fixtures.js'

/** Verifies on the first devnet chain: the smart account's signature (ERC-6492 before it exists, ERC-1271 after). */
const verifyMessage = (args: { address: Address; message: string; signature: Hex }) =>
  createPublicClient({ transport: http(inject('e2e').chains[0]!.rpcUrl) }).verifyMessage(args)

// The secure site speaks the modal's language: the approval card in the frame follows the kit's locale
// (SYNC_LOCALE), in German and in Arabic right to left with addresses and amounts left to right, and follows a
// setLocale() while it is open.

const browser = useBrowser()

const setLocale = (page: Page, locale: string) =>
  page.evaluate((l) => (window as unknown as { portico: { setLocale(l: string): void } }).portico.setLocale(l), locale)
const setThemeMode = (page: Page, mode: string) =>
  page.evaluate((m) => (window as unknown as { portico: { setThemeMode(m: string): void } }).portico.setThemeMode(m), mode)

/** Screenshots of the open card go here (not part of the repository), to be looked at. */
const SCREENSHOTS = '.tmp/screenshots/secure-site'

describe('the secure site in the modal’s language', () => {
  it('shows the approval card in German, then in Arabic right to left once setLocale() changes it while the card is open', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false, query: '?locale=en' })
    const address = (await emailLogin(page, newEmail('words'))) as Address
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    const frame = secureFrame(page)

    // German, chosen before the request: the card is in German from its first paint.
    await setLocale(page, 'de')
    await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('de')
    const message = 'Hallo von der Seite'
    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])
    await frameShown(page)
    await frame.getByRole('heading', { name: 'Nachricht signieren', exact: true }).waitFor()
    await frame.getByText('Angefragt von', { exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Ablehnen', exact: true }).waitFor()
    expect(await frame.evaluate(() => document.documentElement.dir)).toBe('ltr')

    // Arabic while the card is open: the same request, mirrored, its origin still read left to right.
    await setLocale(page, 'ar')
    await frame.getByRole('heading', { name: 'توقيع رسالة', exact: true }).waitFor()
    expect(await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl'])
    const origin = frame.locator('dd.code').first()
    expect(await origin.textContent()).toBe(new URL(e2e.url).origin)
    expect(await origin.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await frame.getByText(message, { exact: true }).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    // Label on the right, value on its left: the card reads right to left.
    const label = await frame.getByText('مقدِّم الطلب', { exact: true }).boundingBox()
    const value = await origin.boundingBox()
    expect(label!.x).toBeGreaterThan(value!.x)
    // Approve, in Arabic, once the card has been seen again in its new words.
    await frame.getByRole('button', { name: 'موافقة', exact: true }).click()
    const signature = (await signed()).result as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')

    // A send in Arabic: the amount in the title and its row stay left to right.
    await fund(e2e.chains[0]!.rpcUrl, address, '10')
    const sent = await startRequest(page, 'eth_sendTransaction', [{ from: address, to: address, value: `0x${parseEther('1.5').toString(16)}` }])
    await frameShown(page)
    const heading = frame.getByRole('heading', { name: 'إرسال 1.5 ETH', exact: true })
    await heading.waitFor()
    expect(await heading.locator('bdi').evaluate((el) => [el.textContent, getComputedStyle(el).direction])).toEqual(['1.5 ETH', 'ltr'])
    expect(await frame.getByText('1.5 ETH', { exact: true }).last().evaluate((el) => [el.tagName, el.getAttribute('dir')])).toEqual(['DD', 'ltr'])
    await frame.getByText('رسوم الشبكة', { exact: true }).waitFor()

    // Looked at: the card in each of en, de, ar, ru, on a desktop and a phone, light and dark.
    mkdirSync(SCREENSHOTS, { recursive: true })
    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height })
      for (const mode of ['light', 'dark']) {
        await setThemeMode(page, mode)
        for (const [code, title] of [
          ['en', 'Send 1.5 ETH'],
          ['de', '1,5 ETH senden'],
          ['ar', 'إرسال 1.5 ETH'],
          ['ru', 'Отправить 1,5 ETH'],
        ] as const) {
          await setLocale(page, code)
          await frame.getByRole('heading', { name: title, exact: true }).waitFor()
          await expect.poll(() => frame.evaluate(() => document.documentElement.dataset['theme'])).toBe(mode)
          await frameShown(page)
          await page.screenshot({ path: `${SCREENSHOTS}/${code}-${width}-${mode}.png` })
        }
      }
    }
    await frame.getByRole('button', { name: 'Отклонить', exact: true }).click()
    expect((await sent()).error).toMatchObject({ code: 4001 })
    expect(errors).toEqual([])
  })
})

describe('the email views in the modal’s language', () => {
  it('say a wrong code and the 30 s wait in Russian, the wait in the plural form of its count', async () => {
    const { page, errors } = await openDemo(browser(), { wallet: false, query: '?locale=ru' })
    await button(page, 'Open modal').click()
    const connect = dialog(page, ruModal.messages['title.Connect'])
    const email = newEmail('wait')
    const since = await lastSeq(email)
    await connect.getByRole('textbox', { name: ruEmail['email.label'], exact: true }).fill(email)
    await connect.getByRole('button', { name: ruEmail['email.continue'], exact: true }).click()
    const otp = dialog(page, ruEmail['title.EmailVerifyOtp'])
    // A wrong code: the auth server's message in Russian.
    const code = codeOf(await nextMail(email, since))
    await otp.getByRole('textbox', { name: ruEmail['email.code'], exact: true }).fill(code === '000000' ? '111111' : '000000')
    await otp.getByText(ruEmail['email.error.invalidCode'], { exact: true }).waitFor()
    // Resend within 30 s of the first mail: the wait, in the plural form of its count (SPEC §5).
    await otp.getByRole('button', { name: ruEmail['email.resend'], exact: true }).click()
    const said = (await otp.getByText(/^Повторите попытку через/u).textContent()) ?? ''
    const count = Number(/\d+/u.exec(said)?.[0])
    expect(count).toBeGreaterThan(0)
    const form = new Intl.PluralRules('ru').select(count) as 'one' | 'few' | 'many' | 'other'
    expect(said).toBe(ruEmail[`email.tryAgainAfter.${form}`]!.replace('{count}', String(count)))
    expect(errors).toEqual([])
  })
})

import type { Frame, Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveStatic, type StaticServer } from '../demo/serveStatic.js'
import { emailLogin, frameShown, newEmail, secureFrame, startRequest } from './embeddedWallet.js'
import { button, connectTestWallet, dialog, fetchRoute, newEvmAccount, openDemo, shown, useBrowser } from './fixtures.js'

/** Verifies on the first devnet chain: an EOA's signature, or a smart account's (ERC-1271, ERC-6492 before it exists). */
const verifyMessage = (args: { address: Address; message: string; signature: Hex }) =>
  createPublicClient({ transport: http(inject('e2e').chains[0]!.rpcUrl) }).verifyMessage(args)


// The embedded wallet's secure site against a hostile page: one that hides or covers the approval to take a click,
// one on another port of the same site that frames the secure site to read the visitor's session, one the project
// does not allow, and requests left hanging by a disconnect (issue: the embedded wallet cannot be tricked).

const browser = useBrowser()

/** A page on another port of 127.0.0.1 (the same site as the demo, another origin) that frames the secure site. */
let attacker: StaticServer
beforeAll(async () => {
  attacker = await serveStatic({
    dir: '/nonexistent',
    html: () => '<!doctype html><html><head><title>Attacker</title></head><body><p>Free tokens!</p></body></html>',
  })
})
afterAll(async () => attacker?.close())

/**
 * Frames the secure site from the attacker's page and sends it frame-protocol messages, as a script there would;
 * resolves with each answer's type and payload.
 */
async function askFromAttacker(page: Page, actions: { type: string; payload?: unknown }[]) {
  const { secureSiteUrl } = inject('e2e')
  return page.evaluate(
    async ({ src, actions }) => {
      const frame = document.createElement('iframe')
      frame.src = src
      const ready = new Promise<void>((resolve) =>
        window.addEventListener('message', function onReady(event) {
          if ((event.data as { type?: string })?.type === '@w3m-frame/READY') {
            window.removeEventListener('message', onReady)
            resolve()
          }
        }),
      )
      document.body.append(frame)
      await ready
      const answers: { type: string; payload: unknown }[] = []
      for (const [index, action] of actions.entries()) {
        const id = `attack-${index}`
        const answer = new Promise<{ type: string; payload: unknown }>((resolve) => {
          const listen = (event: MessageEvent<{ id?: string; type: string; payload: unknown }>) => {
            if (event.data?.id !== id) return
            window.removeEventListener('message', listen)
            resolve({ type: event.data.type, payload: event.data.payload })
          }
          window.addEventListener('message', listen)
          setTimeout(() => resolve({ type: 'no answer', payload: null }), 5000)
        })
        frame.contentWindow?.postMessage({ id, type: action.type, payload: action.payload ?? {} }, new URL(src).origin)
        answers.push(await answer)
      }
      return answers
    },
    { src: `${secureSiteUrl}?projectId=${encodeURIComponent('portico-demo')}&chainId=31337&version=attacker&enableLogger=false`, actions },
  )
}

/**
 * Waits until the approval takes a click: Approve is live once the browser has shown the frame, visible and
 * unmoved, for 500 ms (a frame resized from nothing a moment ago may not route a click to its content yet).
 */
const approvalReady = (frame: Frame) =>
  expect.poll(() => frame.getByRole('button', { name: 'Approve', exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true)

/** The host page script a hostile page would run: restyles the embedded wallet's frame however it likes. */
const styleFrame = (page: Page, style: Record<string, string>) =>
  page.evaluate((style) => Object.assign(document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]')!.style, style), style)

describe("the embedded wallet's secure site against a hostile page", () => {
  it('keeps Approve dead while the frame is transparent or covered, so a click on a decoy signs nothing', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const address = (await emailLogin(page, newEmail('clickjack'))) as Address
    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from('Send all my funds').toString('hex')}`, address])
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    const frame = secureFrame(page)
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.isEnabled()).toBe(true)

    // Nearly transparent over a decoy: Approve goes dead at once and stays dead; a click where it is does nothing.
    await styleFrame(page, { opacity: '0.001' })
    await expect.poll(() => approve.isDisabled()).toBe(true)
    const box = (await page.locator('iframe[title="Embedded wallet"]').boundingBox())!
    const target = (await approve.boundingBox())!
    await page.waitForTimeout(1500)
    expect(await approve.isDisabled()).toBe(true)
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2)

    // Covered by something of the page's own (clicks passing through it): dead as well.
    await styleFrame(page, { opacity: '1' })
    await expect.poll(() => approve.isEnabled(), { timeout: 5000 }).toBe(true)
    await page.evaluate(({ x, y, width, height }) => {
      const cover = document.createElement('div')
      cover.id = 'decoy'
      Object.assign(cover.style, { position: 'fixed', left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px`, zIndex: '2147483647', pointerEvents: 'none', background: 'rgba(255,255,255,0.01)' })
      cover.textContent = 'Claim your prize'
      document.body.append(cover)
    }, box)
    await expect.poll(() => approve.isDisabled()).toBe(true)
    await page.waitForTimeout(1000)
    expect(await approve.isDisabled()).toBe(true)

    // Shown as it is, to the person: the approval names the page and the network, and the click signs.
    await page.evaluate(() => document.getElementById('decoy')?.remove())
    await frame.getByText(new URL(inject('e2e').url).origin, { exact: true }).waitFor()
    await frame.getByText(new RegExp(`\\(eip155:${inject('e2e').chains[0]!.chainId}\\)$`)).waitFor()
    await approve.click()
    const signature = (await signed()).result as Hex
    expect(await verifyMessage({ address, message: 'Send all my funds', signature })).toBe(true)
  })

  it('tells another page of the same site nothing and lets it do nothing with the visitor’s session', async () => {
    const { page, context } = await openDemo(browser(), { wallet: false })
    const email = newEmail('origin')
    const address = await emailLogin(page, email)

    const evil = await context.newPage()
    await evil.goto(attacker.url)
    expect(new URL(attacker.url).origin).not.toBe(new URL(inject('e2e').url).origin)
    const answers = await askFromAttacker(evil, [
      { type: '@w3m-app/IS_CONNECTED' },
      { type: '@w3m-app/GET_USER', payload: {} },
      { type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_accounts' } },
      { type: '@w3m-app/UPDATE_EMAIL', payload: { email: newEmail('thief') } },
      { type: '@w3m-app/SIGN_OUT' },
    ])
    expect(answers.map((a) => a.type)).toEqual([
      '@w3m-frame/IS_CONNECTED_SUCCESS',
      '@w3m-frame/GET_USER_ERROR',
      '@w3m-frame/RPC_REQUEST_ERROR',
      '@w3m-frame/UPDATE_EMAIL_ERROR',
      '@w3m-frame/SIGN_OUT_SUCCESS',
    ])
    expect(answers[0]?.payload).toEqual({ isConnected: false })
    const disclosed = JSON.stringify(answers)
    expect(disclosed).not.toContain(email)
    expect(disclosed.toLowerCase()).not.toContain(address.toLowerCase())

    // The visitor's own session is untouched by the attacker's sign-out: a reload restores it.
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)
  })

  it('answers a page the project does not allow with "origin not allowed", even where the frame-ancestors header is missing', async () => {
    const { context } = await openDemo(browser(), { wallet: false })
    const evil = await context.newPage()
    // As a deployment without the header, or a browser that ignores it, would let it be framed.
    await evil.route(`${inject('e2e').secureSiteUrl}**`, async (route) => {
      const response = await fetchRoute(route)
      const headers = { ...response.headers() }
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(/frame-ancestors[^;]*/, '')
      await route.fulfill({ response, headers })
    })
    // The project allows one shop only, as the secure site's server tells this page's frame (the devnet's project,
    // which every other test shares, keeps its origins).
    await evil.route(`${new URL(inject('e2e').secureSiteUrl).origin}/secure/project/origins**`, (route) =>
      route.fulfill({ json: { allowedOrigins: ['https://shop.example'] } }),
    )
    await evil.goto(attacker.url)
    const answers = await askFromAttacker(evil, [{ type: '@w3m-app/IS_CONNECTED' }, { type: '@w3m-app/GET_USER', payload: {} }])
    expect(answers).toEqual([
      { type: '@w3m-frame/IS_CONNECTED_ERROR', payload: { message: 'Unauthorized: origin not allowed' } },
      { type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'Unauthorized: origin not allowed' } },
    ])
  })

  it('ends a pending request with "Request was aborted" and closes the approval when the host disconnects', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const address = await emailLogin(page, newEmail('abort'))
    const pending = await startRequest(page, 'personal_sign', ['0x6869', address])
    await dialog(page, 'Approve Transaction').waitFor()
    await frameShown(page)
    const frame = secureFrame(page)
    await frame.getByRole('button', { name: 'Approve', exact: true }).waitFor()
    await page.evaluate(() => (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect())
    expect((await pending()).error?.message).toBe('Request was aborted')
    await expect.poll(() => frame.getByRole('button', { name: 'Approve', exact: true }).isVisible()).toBe(false)
    expect(await page.locator('iframe[title="Embedded wallet"]').boundingBox()).toMatchObject({ width: 0, height: 0 })
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
  })

  it('shows what is signed as it is: hidden characters made visible, bytes as hex, nothing cut off', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    const address = await emailLogin(page, newEmail('show'))
    const frame = secureFrame(page)

    // The approval takes the modal's theme (SPEC §3 theme sync), also when the host changes it.
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark')
    await page.getByRole('button', { name: 'Use light theme', exact: true }).click()
    await expect.poll(() => frame.evaluate(() => document.documentElement.dataset['theme'])).toBe('light')

    // Direction controls cannot make one site read as another.
    const spoof = 'Log in to example.com \u202Emoc.live\u202C'
    const spoofed = await startRequest(page, 'personal_sign', [`0x${Buffer.from(spoof).toString('hex')}`, address])
    await frameShown(page)
    await frame.getByText('Log in to example.com ⟦U+202E⟧moc.live⟦U+202C⟧', { exact: true }).waitFor()
    await frame.getByText(/hidden or direction-changing characters/).waitFor()
    await approvalReady(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await spoofed()).error?.code).toBe(4001)

    // A 32-byte hash is shown as its hex, not as replacement characters.
    const hash = `0x${'9f'.repeat(16)}${'00ff'.repeat(8)}`
    const hashed = await startRequest(page, 'personal_sign', [hash, address])
    await frameShown(page)
    await frame.getByText(hash, { exact: true }).waitFor()
    await approvalReady(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await hashed()).error?.code).toBe(4001)

    // A tail pushed down by blank lines is on the card: Approve waits until it was scrolled into view.
    const long = `Harmless start${'\n'.repeat(80)}and a hidden tail`
    const tailed = await startRequest(page, 'personal_sign', [`0x${Buffer.from(long).toString('hex')}`, address])
    await frameShown(page)
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await frame.getByText('Scroll to read the whole request before approving.').waitFor()
    await page.waitForTimeout(1000)
    expect(await approve.isDisabled()).toBe(true)
    await frame.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => approve.isEnabled(), { timeout: 5000 }).toBe(true)
    await approve.click()
    expect((await tailed()).result).toMatch(/^0x[0-9a-f]{130,}$/)
  })
})

describe('what a transaction approval says', () => {
  it('names a token transfer and an unlimited allowance in words, and refuses one the account cannot pay the fee for before asking', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false })
    const address = (await emailLogin(page, newEmail('decode'))) as Address
    const frame = secureFrame(page)
    const tusdc = e2e.tokens['TUSDC']!
    const bob = e2e.accounts[2]!.address

    // No ETH yet: a send is refused in words before the wallet asks anything.
    const broke = await startRequest(page, 'eth_sendTransaction', [{ from: address, to: bob, value: '0x1' }])
    expect((await broke()).error?.message).toBe('Not enough ETH for the network fee')
    expect(await frame.getByRole('button', { name: 'Approve', exact: true }).isVisible()).toBe(false)

    // The devnet's faucet pays 1 ETH and 100 TUSDC: the smart account (the default account) simulates its user
    // operation before asking, and refuses in words a transfer of tokens it does not have.
    const faucet = await fetch(`${e2e.apiUrl}/__devnet/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eip155: address }) })
    expect(faucet.status).toBe(200)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, parseUnits('5', tusdc.decimals)] })
    const sent = await startRequest(page, 'eth_sendTransaction', [{ from: address, to: tusdc.address, data: transfer }])
    await frameShown(page)
    await frame.getByRole('heading', { name: `Send 5 ${tusdc.symbol}`, exact: true }).waitFor()
    await frame.getByText(bob, { exact: true }).waitFor()
    await frame.getByText(/^(≈ [\d.]+ ETH|Could not be estimated: the transaction may fail)$/).waitFor()
    await frame.getByText('Details', { exact: true }).click()
    await frame.getByText(transfer, { exact: true }).waitFor()
    await frame.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await approvalReady(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await sent()).error?.code).toBe(4001)

    const allowance = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, maxUint256] })
    const allowed = await startRequest(page, 'eth_sendTransaction', [{ from: address, to: tusdc.address, data: allowance }])
    await frameShown(page)
    await frame.getByRole('heading', { name: `Allow spending of ${tusdc.symbol}`, exact: true }).waitFor()
    await frame.getByText(`Unlimited ${tusdc.symbol}`, { exact: true }).waitFor()
    await frame.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await approvalReady(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await allowed()).error?.code).toBe(4001)
  })
})

describe('a host page with a strict Content Security Policy', () => {
  it('connects by email and approves a signature with no policy violation (img-src allowing data:, the secure site as frame-src)', async () => {
    // The demo page served with a strict policy: its own inline config script and style allowed by their hashes.
    const { page } = await openDemo(browser(), {
      wallet: false,
      query: '?csp=strict',
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          const w = window as unknown as { violations: string[] }
          w.violations = []
          document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.violatedDirective} ${event.blockedURI}`))
        })
      },
    })
    const policy = (await page.request.get(`${inject('e2e').url}/?csp=strict`)).headers()['content-security-policy']
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/)
    const address = (await emailLogin(page, newEmail('csp'))) as Address
    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from('Strict page').toString('hex')}`, address])
    await frameShown(page)
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await signed()).result as Hex
    expect(await verifyMessage({ address, message: 'Strict page', signature })).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})

describe("plugins' views under a strict Content Security Policy", () => {
  it('Send, Review Send, Activity, Receive and Swap are styled by their own CSS with no policy violation', async () => {
    const { address, privateKey } = await newEvmAccount('1')
    const { page } = await openDemo(browser(), {
      wallet: { privateKey },
      query: '?csp=strict',
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          const w = window as unknown as { violations: string[] }
          w.violations = []
          document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.violatedDirective} ${event.blockedURI}`))
        })
      },
    })
    /** A computed style of the first element in the modal that `selector` matches: set only by a plugin's own CSS. */
    const style = (selector: string, property: string) =>
      page.evaluate(
        ([selector, property]) => {
          const el = document.querySelector('portico-modal')?.shadowRoot?.querySelector(selector)
          return el ? getComputedStyle(el).getPropertyValue(property) : 'no element'
        },
        [selector, property] as const,
      )
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const features = dialog(page, 'Account').getByRole('list', { name: 'Wallet features' })

    await features.getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    await send.getByRole('radio', { name: /^Ether / }).check()
    expect(await style('.pt-row input[type="radio"]', 'margin-left')).toBe('0px')
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(inject('e2e').accounts[0]!.address)
    await send.getByRole('button', { name: 'Preview send', exact: true }).click()
    const review = dialog(page, 'Review Send')
    await review.getByText(/^≈ [\d.]+ ETH$/u).waitFor()
    expect(await style('.pt-summary', 'display')).toBe('grid')
    await review.getByRole('button', { name: 'Send', exact: true }).click()

    const account = dialog(page, 'Account')
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    await account.getByRole('list', { name: 'Activity' }).getByText(/Sent to .*0\.01 ETH/u).waitFor({ timeout: 20_000 })
    expect(await style('.pt-activity-title', 'display')).toBe('flex')
    await account.getByRole('tab', { name: 'Tokens', exact: true }).click()

    await features.getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = dialog(page, 'Receive')
    await receive.getByText(address, { exact: true }).waitFor()
    expect(await style('.pt-receive-address', 'font-family')).toMatch(/monospace/u)
    await receive.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog(page, 'Swap').getByRole('textbox', { name: 'Amount to swap' }).waitFor()
    expect(await style('.pt-swap-side', 'flex-direction')).toBe('column')

    // Each text became one constructed stylesheet, and no view added a <style> element.
    const sheets = await page.evaluate(() => {
      const root = document.querySelector('portico-modal')!.shadowRoot!
      return { adopted: root.adoptedStyleSheets.length, inline: root.querySelectorAll('style').length }
    })
    expect(sheets.inline).toBe(0)
    expect(sheets.adopted).toBeGreaterThanOrEqual(5)
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})

describe('a browser that cannot prove the frame visible (no IntersectionObserver v2)', () => {
  it('approves in a window of the secure site’s own, which no page can cover; closing it rejects', async () => {
    const { page, context } = await openDemo(browser(), {
      wallet: false,
      beforeLoad: async (p) =>
        void (await p.context().addInitScript(() => {
          delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
        })),
    })
    const address = (await emailLogin(page, newEmail('popup'))) as Address
    const frame = secureFrame(page)

    const signed = await startRequest(page, 'personal_sign', [`0x${Buffer.from('Approve in a window').toString('hex')}`, address])
    await frameShown(page)
    await frame.getByText('Approve in a window', { exact: true }).waitFor()
    expect(await frame.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0)
    const review = frame.getByRole('button', { name: 'Review in a secure window', exact: true })
    await expect.poll(() => review.isEnabled(), { timeout: 10_000 }).toBe(true)
    const [popup] = await Promise.all([context.waitForEvent('page'), review.click()])
    expect(new URL(popup.url()).origin).toBe(new URL(inject('e2e').secureSiteUrl).origin)
    await popup.getByText('Approve in a window', { exact: true }).waitFor()
    await popup.getByText(new URL(inject('e2e').url).origin, { exact: true }).waitFor()
    // The window closes itself in Approve's click handler: Playwright's click, still finishing its own steps then, may
    // fail with the page gone. The close is awaited from before the click; only a click that failed otherwise fails.
    const closed = popup.waitForEvent('close')
    await popup
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await closed
    const signature = (await signed()).result as Hex
    expect(await verifyMessage({ address, message: 'Approve in a window', signature })).toBe(true)

    // A window closed without an answer is a rejection.
    const refused = await startRequest(page, 'personal_sign', ['0x6e6f', address])
    await frameShown(page)
    await expect.poll(() => review.isEnabled(), { timeout: 10_000 }).toBe(true)
    const [second] = await Promise.all([context.waitForEvent('page'), review.click()])
    await second.getByRole('button', { name: 'Reject', exact: true }).waitFor()
    await second.close()
    expect((await refused()).error?.code).toBe(4001)
  })
})

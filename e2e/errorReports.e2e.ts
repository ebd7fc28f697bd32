import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

interface StoredBody {
  url: string
  props: { type?: string; event: string; properties?: { errorType?: string; errorMessage?: string; stackTrace?: string } }
}

/** What the devnet's analytics sink received from pages whose URL has `run` in it. */
async function received(run: string): Promise<StoredBody[]> {
  const response = await fetch(`${inject('e2e').apiUrl}/analytics/e`)
  const { data } = (await response.json()) as { data: { body: StoredBody }[] }
  return data.map((entry) => entry.body).filter((body) => body.url.includes(run))
}

async function setAnalytics(isAnalyticsEnabled: boolean): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isAnalyticsEnabled }),
  })
  if (!response.ok) throw new Error(`devnet project: HTTP ${response.status}`)
}

/** Picks the test wallet, whose user declines, `times` times in a row. */
async function declineConnect(page: Page, times: number): Promise<void> {
  await button(page, 'Open modal').click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
  const connecting = dialog(page, 'Portico Test Wallet')
  for (let i = 1; i <= times; i++) {
    if (i > 1) await connecting.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Connection declined')
    await connecting.getByRole('button', { name: 'Try again', exact: true }).waitFor()
  }
}

describe('error reports (SPEC §7, §8)', () => {
  afterEach(async () => {
    await setAnalytics(true)
  })

  it('a failed connect is reported to POST /e with errorType, errorMessage and stackTrace; the 6th in a minute is not', async () => {
    const run = randomUUID()
    const { page, wallet } = await openDemo(browser(), { query: `?run=${run}`, wallet: { reject: { connect: true } } })
    await declineConnect(page, 6)
    expect(wallet!.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(6)
    const reports = async () => (await received(run)).filter((body) => body.props.event === 'ERROR')
    await expect.poll(async () => (await reports()).length).toBe(5)
    const [first] = await reports()
    expect(first?.props.type).toBe('error')
    expect(first?.props.properties).toMatchObject({ errorType: 'INTERNAL_SDK_ERROR', errorMessage: expect.any(String) })
    expect(first?.props.properties?.errorMessage).not.toBe('')
    expect(first?.props.properties?.stackTrace).toContain(first?.props.properties?.errorMessage)

    // A later tracked event arrives; the 6th report still has not.
    await dialog(page, 'Portico Test Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(async () => (await received(run)).some((body) => body.props.event === 'MODAL_CLOSE')).toBe(true)
    expect(await reports()).toHaveLength(5)

    // A report is the analytics plugin's business: the host's event listeners get the failed connects only.
    await page.getByText('Events the page received').click()
    const seen = (await page.getByTestId('page-events').textContent())?.split(' ') ?? []
    expect(seen.filter((name) => name === 'CONNECT_ERROR')).toHaveLength(6)
    expect(seen).not.toContain('ERROR_REPORT')
  })

  it('no error report is sent while analytics is off for the project', async () => {
    await setAnalytics(false)
    const run = randomUUID()
    const { page } = await openDemo(browser(), { query: `?run=${run}`, wallet: { reject: { connect: true } } })
    await declineConnect(page, 2)
    await dialog(page, 'Portico Test Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    // The page's analytics config said no: neither events nor error reports arrive.
    await page.waitForTimeout(1000)
    expect(await received(run)).toEqual([])
  })
})

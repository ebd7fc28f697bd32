// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_IMAGE_WAIT_MS } from '../../kernel/constants.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { renderInDom, typeInto as type, unmountAll } from '../../test/dom.js'
import { testKit } from '../../test/fixtures.js'
import AllWalletsView from './AllWalletsView.js'

// AllWallets in a DOM against a directory answered in the process. The DOM never loads images, so every image
// stays pending: what the tiles show meanwhile is what is tested here.

afterEach(async () => {
  vi.useRealTimers()
  await unmountAll()
})

const wallet = (name: string): Wallet => ({ id: name.toLowerCase(), name, image_id: `img-${name.toLowerCase()}` })
const DIRECTORY = ['Aurora', 'Beacon', 'Vault One', 'Vault Two'].map(wallet)

/** A directory whose search answers wait for the test to release them. */
function directory() {
  const searches: { search: string; release(): void }[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const search = url.searchParams.get('search')
    const answer = () => {
      const data = DIRECTORY.filter((w) => !search || w.name.toLowerCase().includes(search.toLowerCase()))
      return Response.json({ data, count: data.length })
    }
    if (!search) return answer()
    return new Promise<Response>((resolve) => searches.push({ search, release: () => resolve(answer()) }))
  }
  return { fetch, searches }
}

async function openAllWallets() {
  const { fetch, searches } = directory()
  const kit = testKit({ apiUrls: { directory: 'http://127.0.0.1:9' } }, { builtins: {}, fetch })
  await kit.ready()
  const container = renderInDom(kit, <AllWalletsView />)
  await until(() => tiles(container).length === DIRECTORY.length)
  return { container, searches }
}

const tiles = (container: HTMLElement) => [...container.querySelectorAll('ul[aria-label="Wallets"] li button')]
/** The placeholder of each tile's image: the wallet's initial, or '' while blank. */
const placeholders = (container: HTMLElement) => tiles(container).map((b) => b.querySelector('.pt-img-ph')?.textContent ?? null)

/** The real setTimeout, which `until` polls with while a test holds the view's timers. */
const realSetTimeout = setTimeout

async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => realSetTimeout(r, 5))
  }
}

describe('AllWallets search (DOM)', () => {
  it('shows the results as soon as they arrive, without waiting for their images', async () => {
    const { container, searches } = await openAllWallets()
    type(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'vault')
    await until(() => searches.length === 1)
    expect(searches[0]?.search).toBe('vault')
    // From here the view's timers are held: the image wait cannot run out, so results that show did not wait for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    searches[0]?.release()
    await until(() => tiles(container).length === 2)
    // Their images (never loading) are still waited for: blank placeholders, not yet the initials.
    expect(placeholders(container)).toEqual(['', ''])
    expect(tiles(container).map((b) => b.querySelector('.pt-tile-name')?.textContent)).toEqual(['Vault One', 'Vault Two'])
    // The wait runs out: the initials show.
    vi.advanceTimersByTime(SEARCH_IMAGE_WAIT_MS)
    await until(() => placeholders(container).every((p) => p === 'V'))
  })

  it('keeps the image placeholders blank for the search image wait, then shows the initials (SPEC.md §9)', async () => {
    const { container, searches } = await openAllWallets()
    // The full list has no wait: the initials show while the images load.
    expect(placeholders(container)).toEqual(['A', 'B', 'V', 'V'])
    type(container.querySelector<HTMLInputElement>('input[type="search"]')!, 'vault')
    await until(() => searches.length === 1)
    searches[0]?.release()
    await until(() => tiles(container).length === 2)
    expect(placeholders(container)).toEqual(['', ''])
    await until(() => placeholders(container).every((p) => p === 'V'), SEARCH_IMAGE_WAIT_MS * 3)
  })
})

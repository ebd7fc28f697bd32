import { beforeAll, describe, expect, test } from 'vitest'
import { createStore, getImage, selectOne, type Database } from './store.js'
import { CHAINS, findWallets, generateWallets, seedWallets, WALLET_IDS, type DirectoryWallet } from './wallets.js'

describe('generateWallets', () => {
  test('is deterministic, and a longer list extends a shorter one', () => {
    expect(generateWallets(320)).toEqual(generateWallets(320))
    expect(generateWallets(1000).slice(0, 320)).toEqual(generateWallets(320))
    expect(generateWallets(50, 'other seed').slice(8)).not.toEqual(generateWallets(50).slice(8))
  })

  test('ids and names are unique, ids are 64 hex characters, image ids look like uuids', () => {
    const wallets = generateWallets(1000)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(1000)
    expect(new Set(wallets.map((w) => w.name.toLowerCase())).size).toBe(1000)
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.image_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
  })

  test('has the named wallets SPEC rules refer to', () => {
    const byName = new Map(generateWallets(320).map((w) => [w.name, w]))
    expect(byName.get('Coinbase Wallet')?.id).toBe(WALLET_IDS.coinbase)
    expect(byName.get('Coinbase Wallet')?.id).toBe('fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa')
    expect(byName.get('Phantom')?.id).toBe('a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393')
    expect(byName.get('Solflare')?.id).toBe('1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79')
    expect(byName.get('Portico Test Wallet')?.rdns).toBe('io.portico.testwallet')
    expect(byName.get('Portico Test Wallet')?.chains).toContain(CHAINS.anvil)
    // SPEC.md §5: these three stay visible on mobile without a mobile link, so they have none here.
    for (const name of ['Coinbase Wallet', 'Phantom', 'Solflare']) expect(byName.get(name)?.mobile_link).toBeNull()
    expect(byName.get('Solflare')?.chains.every((c) => c.startsWith('solana:'))).toBe(true)
    expect([...byName.keys()].slice(8, 10)).toEqual(['Aurora Wallet', 'Basalt Wallet'])
    for (const wallet of [...byName.values()].slice(8)) {
      if (wallet.rdns) expect(wallet.rdns).toBe(`com.${wallet.name.toLowerCase().replace(' ', '.').replace(' ', '')}`)
    }
  })

  test('the wallets made for Bitcoin know the local UTXO network, so Connect opened for bip122 lists them', () => {
    const bitcoin = generateWallets(320).filter((w) => w.chains.includes(CHAINS.bitcoin))
    expect(bitcoin.length).toBeGreaterThan(4)
    for (const wallet of bitcoin) expect(wallet.chains).toContain(CHAINS.utxoLocal)
    expect(CHAINS.utxoLocal).toBe('bip122:530827f38f93b43ed12af0b3ad25a288')
  })

  test('mixes the kinds of links, rdns and chains', () => {
    const wallets = generateWallets(320)
    const share = (test: (w: DirectoryWallet) => boolean) => wallets.filter(test).length / wallets.length
    expect(share((w) => w.mobile_link?.startsWith('https://') ?? false)).toBeGreaterThan(0.2)
    expect(share((w) => /^[a-z0-9-]+:\/\/$/.test(w.mobile_link ?? ''))).toBeGreaterThan(0.2)
    expect(share((w) => w.mobile_link === null)).toBeGreaterThan(0.2)
    expect(share((w) => w.rdns !== null)).toBeGreaterThan(0.3)
    expect(share((w) => w.rdns === null)).toBeGreaterThan(0.3)
    expect(share((w) => w.desktop_link !== null)).toBeGreaterThan(0.1)
    expect(share((w) => w.webapp_link !== null)).toBeGreaterThan(0.1)
    expect(share((w) => w.chains.includes(CHAINS.anvil))).toBeGreaterThan(0.3)
    expect(share((w) => w.chains.includes(CHAINS.anvil))).toBeLessThan(0.8)
    expect(share((w) => w.chains.includes(CHAINS.solana))).toBeGreaterThan(0.1)
    expect(share((w) => w.badge_type === 'certified')).toBeGreaterThan(0.1)
    // Generated links never point at a real host.
    for (const w of wallets.slice(8)) {
      for (const link of [w.mobile_link, w.webapp_link]) if (link?.startsWith('https://')) expect(new URL(link).hostname).toMatch(/\.example$/)
    }
  })
})

describe('seedWallets and findWallets', () => {
  let db: Database
  const all = generateWallets(1000)

  beforeAll(async () => {
    db = await createStore()
    seedWallets(db, 1000)
  })

  test('stores every wallet with a PNG image of a few kB, as the real directory serves raster images', () => {
    expect(selectOne(db, 'SELECT count(*) AS n FROM wallets')?.n).toBe(1000)
    const images = [all[0], all[500]].map((w) => getImage(db, 'wallet', w?.image_id ?? ''))
    for (const image of images) {
      expect(image?.contentType).toBe('image/png')
      expect([...(image?.data.subarray(0, 4) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47])
      expect(image?.data.length).toBeGreaterThan(1000)
      expect(image?.data.length).toBeLessThan(8000)
    }
    expect(images[0]?.data).not.toEqual(images[1]?.data)
  })

  test('pages cover the list once, in popularity order', () => {
    const pages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((page) => findWallets(db, { page, entries: 100 }))
    expect(pages.every((p) => p.count === 1000)).toBe(true)
    expect(pages[10]?.data).toEqual([])
    expect(pages.flatMap((p) => p.data.map((w) => w.id))).toEqual(all.map((w) => w.id))
    expect(pages[0]?.data[0]).toEqual(all[0])
  })

  // Each filter against a plain JavaScript oracle over the generated list.
  test.each([
    ['search', { search: 'AURORA' }, (w: DirectoryWallet) => w.name.toLowerCase().includes('aurora')],
    ['search with spaces', { search: ' pay 2 ' }, (w: DirectoryWallet) => w.name.toLowerCase().includes('pay 2')],
    ['chains', { chains: [CHAINS.anvilTwo, CHAINS.bitcoin] }, (w: DirectoryWallet) => w.chains.includes(CHAINS.anvilTwo) || w.chains.includes(CHAINS.bitcoin)],
    ['badge', { badge_type: 'certified' }, (w: DirectoryWallet) => w.badge_type === 'certified'],
    ['exclude', { exclude: [WALLET_IDS.metamask, WALLET_IDS.phantom] }, (w: DirectoryWallet) => w.id !== WALLET_IDS.metamask && w.id !== WALLET_IDS.phantom],
    ['include', { include: [WALLET_IDS.solflare, all[999]?.id ?? '', 'unknown'] }, (w: DirectoryWallet) => w.id === WALLET_IDS.solflare || w.id === all[999]?.id],
    ['combined', { search: 'wallet', chains: [CHAINS.solana], exclude: [WALLET_IDS.trust] }, (w: DirectoryWallet) => w.name.toLowerCase().includes('wallet') && w.chains.includes(CHAINS.solana) && w.id !== WALLET_IDS.trust],
  ] as const)('filter: %s', (_, filters, oracle) => {
    const expected = all.filter(oracle)
    expect(expected.length).toBeGreaterThan(0)
    const { count, data } = findWallets(db, { page: 1, entries: 1000, ...filters })
    expect(count).toBe(expected.length)
    expect(data.map((w) => w.id)).toEqual(expected.map((w) => w.id))
    const second = findWallets(db, { page: 2, entries: 3, ...filters })
    expect(second.data.map((w) => w.id)).toEqual(expected.slice(3, 6).map((w) => w.id))
  })

  test('search counts at the default size: six "Aurora" wallets among 320', async () => {
    const small = await createStore()
    seedWallets(small, 320)
    expect(findWallets(small, { page: 1, entries: 100, search: 'aurora' }).count).toBe(6)
    expect(findWallets(small, { page: 1, entries: 100, search: 'no such wallet' })).toEqual({ count: 0, data: [] })
  })
})

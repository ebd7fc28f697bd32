import { describe, expect, it } from 'vitest'
import * as networks from '../networks/index.js'
import { loadLogos } from './logos.js'
import { generateWallets, WALLET_IDS } from './wallets.js'

describe('loadLogos', () => {
  it('has an SVG logo for every real wallet of the directory, and none for the made-up ones', async () => {
    const logos = await loadLogos()
    const named = Object.entries(WALLET_IDS).filter(([key]) => key !== 'porticoTestWallet')
    for (const [, id] of named) expect(logos.wallets.get(id), id).toMatch(/^<svg[\s>]/u)
    expect(logos.wallets.has(WALLET_IDS.porticoTestWallet)).toBe(false)
    const made = generateWallets(20).filter((w) => !Object.values<string>(WALLET_IDS).includes(w.id))
    expect(made.length).toBeGreaterThan(0)
    for (const wallet of made) expect(logos.wallets.has(wallet.id)).toBe(false)
  })

  it('has a network logo for the image id of every network portico/networks exports that has one', async () => {
    const { assets } = await loadLogos()
    const ids = Object.values(networks).flatMap((n) => (typeof n === 'object' && 'assets' in n && n.assets?.imageId ? [n.assets.imageId] : []))
    expect(ids.length).toBeGreaterThan(5)
    for (const id of ids) expect(assets.get(id), id).toMatch(/^<svg[\s>]/u)
  })

  it("has Coinbase's logo for its on-ramp row; Meld, which the package lacks, keeps its initials", async () => {
    const { assets } = await loadLogos()
    expect(assets.get('coinbase')).toMatch(/^<svg[\s>]/u)
    expect(assets.has('meld')).toBe(false)
  })

  it('has token logos for real tokens only: the test tokens keep their initials', async () => {
    const { tokens } = await loadLogos()
    expect(tokens.get('ETH')).toMatch(/^<svg[\s>]/u)
    expect(tokens.get('SOL')).toMatch(/^<svg[\s>]/u)
    for (const symbol of ['TUSD', 'TUSDC', 'TWETH', 'TSUSD']) expect(tokens.has(symbol)).toBe(false)
  })
})

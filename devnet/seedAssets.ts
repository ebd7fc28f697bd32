import type { Address } from 'viem'
import * as networks from '../networks/index.js'
import { initialsSvg } from './initialsSvg.js'
import type { DevnetLogos } from './logos.js'
import { putIdentity, putImage, transaction, type Database, type ImageKind } from './store.js'

/** Token image ids (GET /public/getTokenImage/{symbol}); also the `iconUrl`s of balances. */
const TOKEN_IMAGE_IDS = ['ETH', 'TUSD', 'TWETH', 'TUSDC', 'SOL', 'TSUSD', 'USDC', 'USDT', 'DAI', 'WBTC'] as const
/** Currency image ids (GET /public/getCurrencyImage/{code}). */
const CURRENCY_IMAGE_IDS = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD'] as const
/**
 * Asset image ids (GET /public/getAssetImage/{id}) for network and on-ramp provider images, with their labels: a
 * few plain ids (e.g. `anvil` for the devnet chains, `coinbase` and `meld` for the providers) plus the
 * `assets.imageId` of every network `portico/networks` exports.
 */
const ASSET_IMAGES: Readonly<Record<string, string>> = {
  anvil: 'Anvil',
  'anvil-two': 'Anvil Two',
  ethereum: 'Ethereum',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  coinbase: 'Coinbase',
  meld: 'Meld',
  ...Object.fromEntries(
    Object.values(networks)
      .flatMap((network) => {
        const imageId = typeof network === 'object' && 'assets' in network ? network.assets?.imageId : undefined
        return imageId ? [[imageId, network.name]] : []
      })
      .reverse(), // several networks share an image: the first one names it
  ),
}

/** Profiles of the first default anvil accounts (GET /v1/identity/{address}); dave has no avatar. */
const IDENTITIES = [
  { name: 'alice.portico', avatarId: 'alice' },
  { name: 'bob.portico', avatarId: 'bob' },
  { name: 'carol.portico', avatarId: 'carol' },
  { name: 'dave.portico', avatarId: null },
] as const

/**
 * Stores the token, currency and asset images, the avatars, and the identities of `accounts` (in order, as many
 * as there are identities). A token or network with a real logo in `logos` gets it; the rest get their initials.
 *
 * @example
 * seedAssets(db, devnetAccounts().map((a) => a.address), await loadLogos())
 */
export function seedAssets(db: Database, accounts: readonly Address[], logos?: Pick<DevnetLogos, 'assets' | 'tokens'>): void {
  const encoder = new TextEncoder()
  const svg = (kind: ImageKind, id: string, label: string, shape: 'square' | 'circle', logo?: string) =>
    putImage(db, kind, id, {
      contentType: 'image/svg+xml',
      data: encoder.encode(logo ?? initialsSvg({ label, seed: `${kind}:${id}`, shape })),
    })
  transaction(db, () => {
    for (const id of TOKEN_IMAGE_IDS) svg('token', id, id, 'circle', logos?.tokens.get(id))
    for (const id of CURRENCY_IMAGE_IDS) svg('currency', id, id, 'circle')
    for (const [id, label] of Object.entries(ASSET_IMAGES)) svg('asset', id, label, 'circle', logos?.assets.get(id))
    IDENTITIES.forEach((identity, index) => {
      const address = accounts[index]
      if (!address) return
      if (identity.avatarId) svg('avatar', identity.avatarId, identity.name, 'circle')
      putIdentity(db, { address, name: identity.name, avatarId: identity.avatarId })
    })
  })
}

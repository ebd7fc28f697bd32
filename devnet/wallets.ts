import { createHash } from 'node:crypto'
import { initialsPng } from './initialsPng.js'
import { LOCAL_UTXO_CAIP_ID } from './bip122/utxoKeys.js'
import { SOLANA_DEVNET_CAIP_ID } from './solana/solanaKeys.js'
import { putImage, selectAll, selectOne, transaction, type Database } from './store.js'
import type { SqlValue } from 'sql.js'

/** A wallet of the devnet directory: the fields of SPEC.md §3 Wallet, plus its badge. */
export interface DirectoryWallet {
  id: string
  name: string
  image_id: string
  rdns: string | null
  /** CAIP-2 chain ids. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** Where to get the wallet: its home page and store pages (the real directory's fields). */
  homepage: string | null
  chrome_store: string | null
  app_store: string | null
  play_store: string | null
  /** `'certified'` or `'none'`. */
  badge_type: 'certified' | 'none'
}

/** CAIP-2 ids used by the devnet's wallets. */
export const CHAINS = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  polygon: 'eip155:137',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  anvil: 'eip155:31337',
  anvilTwo: 'eip155:31338',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  /** The devnet's own Solana network (litesvm): the wallets made for Solana know it, as MetaMask knows anvil. */
  solanaLocal: SOLANA_DEVNET_CAIP_ID,
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  /** The devnet's local UTXO network (Litecoin regtest): the wallets made for Bitcoin know it, as MetaMask knows anvil. */
  utxoLocal: LOCAL_UTXO_CAIP_ID,
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmos:cosmoshub-4',
} as const

/** Ids of the named wallets that SPEC.md rules and the end-to-end tests refer to. */
export const WALLET_IDS = {
  metamask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  coinbase: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  phantom: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  solflare: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
  ledgerLive: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
  porticoTestWallet: sha256('portico-devnet:Portico Test Wallet'),
} as const

const EVM_MAINNETS = [CHAINS.ethereum, CHAINS.optimism, CHAINS.polygon, CHAINS.base, CHAINS.arbitrum]
const DEVNETS = [CHAINS.anvil, CHAINS.anvilTwo]

type StoreLinks = Pick<DirectoryWallet, 'homepage' | 'chrome_store' | 'app_store' | 'play_store'>
type NamedWallet = Omit<DirectoryWallet, 'image_id' | 'badge_type' | keyof StoreLinks>

const NO_STORE_LINKS: StoreLinks = { homepage: null, chrome_store: null, app_store: null, play_store: null }

/**
 * The real wallets' home pages and store pages, as the hosted directory lists them: what "Get {wallet}" offers a
 * person who does not have the wallet yet. The Portico Test Wallet and the made-up wallets have none.
 */
const STORE_LINKS: Readonly<Record<string, Partial<StoreLinks>>> = {
  [WALLET_IDS.metamask]: {
    homepage: 'https://metamask.io/',
    chrome_store: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    app_store: 'https://apps.apple.com/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  },
  [WALLET_IDS.trust]: {
    homepage: 'https://trustwallet.com/',
    chrome_store: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    app_store: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
  },
  [WALLET_IDS.coinbase]: { homepage: 'https://www.coinbase.com/wallet' },
  [WALLET_IDS.rainbow]: { homepage: 'https://rainbow.me/' },
  [WALLET_IDS.phantom]: { homepage: 'https://phantom.com/' },
  [WALLET_IDS.solflare]: { homepage: 'https://solflare.com/' },
  [WALLET_IDS.ledgerLive]: { homepage: 'https://www.ledger.com/ledger-live' },
}

/**
 * The named wallets, most popular first. Coinbase, Phantom and Solflare have no mobile link on purpose: SPEC.md §5
 * keeps exactly those visible on mobile anyway, so the rule can be tested.
 */
const NAMED_WALLETS: NamedWallet[] = [
  {
    id: WALLET_IDS.metamask,
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: [...EVM_MAINNETS, ...DEVNETS],
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
  },
  {
    id: WALLET_IDS.trust,
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: [...EVM_MAINNETS, CHAINS.anvil, CHAINS.solana, CHAINS.bitcoin, CHAINS.utxoLocal, CHAINS.cosmos],
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
  },
  {
    id: WALLET_IDS.coinbase,
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: [...EVM_MAINNETS, ...DEVNETS],
    mobile_link: null,
    desktop_link: null,
    webapp_link: 'https://coinbase-wallet.example/',
  },
  {
    id: WALLET_IDS.rainbow,
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: [...EVM_MAINNETS, CHAINS.anvil],
    mobile_link: 'https://rainbow.example/wc',
    desktop_link: null,
    webapp_link: null,
  },
  {
    id: WALLET_IDS.phantom,
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.solanaLocal, CHAINS.ethereum, CHAINS.base, CHAINS.polygon],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  },
  {
    id: WALLET_IDS.porticoTestWallet,
    name: 'Portico Test Wallet',
    rdns: 'io.portico.testwallet',
    chains: [CHAINS.ethereum, ...DEVNETS],
    mobile_link: 'porticotest://',
    desktop_link: null,
    webapp_link: null,
  },
  {
    id: WALLET_IDS.solflare,
    name: 'Solflare',
    rdns: 'com.solflare',
    chains: [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.solanaLocal],
    mobile_link: null,
    desktop_link: null,
    webapp_link: 'https://solflare.example/',
  },
  {
    id: WALLET_IDS.ledgerLive,
    name: 'Ledger Live',
    rdns: null,
    chains: [CHAINS.ethereum, CHAINS.bitcoin, CHAINS.utxoLocal, CHAINS.polkadot, CHAINS.cosmos],
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    webapp_link: null,
  },
]

const WORDS = [
  'Aurora', 'Basalt', 'Cedar', 'Dune', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper',
  'Kestrel', 'Lumen', 'Meadow', 'Nimbus', 'Onyx', 'Pebble', 'Quartz', 'Raven', 'Sierra', 'Tundra',
  'Umber', 'Vesper', 'Willow', 'Xenon', 'Yarrow', 'Zephyr', 'Alder', 'Birch', 'Comet', 'Delta',
  'Echo', 'Flint', 'Glacier', 'Heron', 'Indigo', 'Jasper', 'Kelp', 'Lark', 'Maple', 'Nova',
  'Opal', 'Prism', 'Quill', 'Ripple', 'Summit', 'Tide', 'Ultra', 'Vale', 'Wren', 'Yonder',
  'Zenith', 'Atlas', 'Beacon', 'Cobalt', 'Drift', 'Elm', 'Falcon', 'Garnet', 'Halo', 'Ivory',
]
const KINDS = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Purse', 'Pass', 'Chest', 'Hub']

/** The seed of the default directory. */
const DEFAULT_WALLET_SEED = 'portico-devnet'

/**
 * The first `count` wallets of the directory, in popularity order: the named wallets, then generated ones
 * ("Aurora Wallet", "Basalt Wallet", ..., "Aurora Vault", ...). The same `count` and `seed` always give the same
 * wallets; a larger `count` extends a smaller one.
 *
 * @example
 * generateWallets(3).map((w) => w.name) // ['MetaMask', 'Trust Wallet', 'Coinbase Wallet']
 */
export function generateWallets(count: number, seed = DEFAULT_WALLET_SEED): DirectoryWallet[] {
  const wallets: DirectoryWallet[] = NAMED_WALLETS.slice(0, count).map((wallet, index) => ({
    ...wallet,
    ...NO_STORE_LINKS,
    ...STORE_LINKS[wallet.id],
    image_id: imageId(wallet.id),
    badge_type: index < 4 ? 'certified' : 'none',
  }))
  for (let index = 0; wallets.length < count; index++) wallets.push(generatedWallet(index, seed))
  return wallets
}

function generatedWallet(index: number, seed: string): DirectoryWallet {
  const word = WORDS[index % WORDS.length] ?? 'Wallet'
  const round = Math.floor(index / WORDS.length)
  const kind = KINDS[round % KINDS.length] ?? 'Wallet'
  const generation = Math.floor(round / KINDS.length)
  const name = `${word} ${kind}${generation ? ` ${generation + 1}` : ''}`
  const slug = `${word}${kind}${generation ? generation + 1 : ''}`.toLowerCase()
  const id = sha256(`${seed}:${index}`)
  const bytes = Buffer.from(sha256(`${seed}:${index}:traits`), 'hex')
  const byte = (i: number) => bytes[i] ?? 0

  const evm: string[] = [CHAINS.ethereum, ...EVM_MAINNETS.slice(1).filter((_, i) => byte(10) & (1 << i))]
  if (byte(2) % 2 === 0) evm.push(CHAINS.anvil)
  if (byte(2) % 4 === 0) evm.push(CHAINS.anvilTwo)
  const family = byte(1) % 10
  const chains =
    family <= 5
      ? evm
      : family <= 7
        ? [...evm, CHAINS.solana]
        : family === 8
          ? [CHAINS.solana, CHAINS.solanaDevnet, CHAINS.solanaLocal]
          : [...evm, CHAINS.solana, CHAINS.bitcoin, CHAINS.utxoLocal, CHAINS.polkadot, CHAINS.cosmos]

  const mobile = byte(3) % 3
  return {
    id,
    name,
    image_id: imageId(id),
    rdns: byte(0) % 2 === 0 ? `com.${word.toLowerCase()}.${kind.toLowerCase()}${generation ? generation + 1 : ''}` : null,
    chains,
    mobile_link: mobile === 0 ? `https://${slug}.example/wc` : mobile === 1 ? `${slug}://` : null,
    desktop_link: byte(4) % 4 === 0 ? `${slug}-desktop://` : null,
    webapp_link: byte(5) % 5 === 0 ? `https://app.${slug}.example/` : null,
    ...NO_STORE_LINKS,
    badge_type: byte(6) % 4 === 0 ? 'certified' : 'none',
  }
}

/**
 * Fills the store with the first `count` wallets of {@link generateWallets} and an image for each: its real logo
 * (SVG) when `logos` has one for its id, else a PNG of its initials on a coloured rounded square (a few kB).
 * Replaces any wallets already there. Returns the wallets.
 *
 * @example
 * const db = await createStore()
 * seedWallets(db, 1000) // for the list-rendering benchmark
 */
export function seedWallets(
  db: Database,
  count: number,
  { seed = DEFAULT_WALLET_SEED, logos }: { seed?: string; logos?: ReadonlyMap<string, string> | undefined } = {},
): DirectoryWallet[] {
  const wallets = generateWallets(count, seed)
  transaction(db, () => {
    db.run('DELETE FROM wallet_chains')
    db.run('DELETE FROM wallets')
    db.run("DELETE FROM images WHERE kind = 'wallet'")
    const insertWallet = db.prepare(
      `INSERT INTO wallets (id, rank, name, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, chrome_store,
         app_store, play_store, image_id, badge_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertChain = db.prepare('INSERT INTO wallet_chains (wallet_id, chain) VALUES (?, ?)')
    try {
      wallets.forEach((wallet, rank) => {
        insertWallet.run([
          wallet.id,
          rank + 1,
          wallet.name,
          wallet.rdns,
          JSON.stringify(wallet.chains),
          wallet.mobile_link,
          wallet.desktop_link,
          wallet.webapp_link,
          wallet.homepage,
          wallet.chrome_store,
          wallet.app_store,
          wallet.play_store,
          wallet.image_id,
          wallet.badge_type,
        ])
        for (const chain of wallet.chains) insertChain.run([wallet.id, chain])
        const logo = logos?.get(wallet.id)
        putImage(
          db,
          'wallet',
          wallet.image_id,
          logo
            ? { contentType: 'image/svg+xml', data: new TextEncoder().encode(logo) }
            : { contentType: 'image/png', data: initialsPng({ label: wallet.name, seed: wallet.id }) },
        )
      })
    } finally {
      insertWallet.free()
      insertChain.free()
    }
  })
  return wallets
}

export interface FindWalletsParameters {
  /** 1-based page. */
  page: number
  /** Page size. */
  entries: number
  /** Only these ids. */
  include?: readonly string[] | undefined
  /** Never these ids. */
  exclude?: readonly string[] | undefined
  /** Case-insensitive substring of the name. */
  search?: string | undefined
  /** `'certified'` keeps certified wallets only; `'none'` or empty keeps all. */
  badge_type?: string | undefined
  /** CAIP-2 ids: a wallet must support at least one. */
  chains?: readonly string[] | undefined
}

/**
 * One page of the wallets matching the filters, in popularity order, and how many match in all
 * (the directory's GET /getWallets, SPEC.md §7).
 *
 * @example
 * findWallets(db, { page: 1, entries: 40, search: 'aurora' }) // { count: 6, data: [...] }
 */
export function findWallets(
  db: Database,
  { page, entries, include, exclude, search, badge_type, chains }: FindWalletsParameters,
): { count: number; data: DirectoryWallet[] } {
  const where: string[] = []
  const params: SqlValue[] = []
  const list = (values: readonly string[]) => {
    params.push(...values)
    return values.map(() => '?').join(', ')
  }
  if (include?.length) where.push(`id IN (${list(include)})`)
  if (exclude?.length) where.push(`id NOT IN (${list(exclude)})`)
  if (search?.trim()) {
    where.push('instr(lower(name), lower(?)) > 0')
    params.push(search.trim())
  }
  if (badge_type && badge_type !== 'none') {
    where.push('badge_type = ?')
    params.push(badge_type)
  }
  if (chains?.length) {
    where.push(`EXISTS (SELECT 1 FROM wallet_chains c WHERE c.wallet_id = wallets.id AND c.chain IN (${list(chains)}))`)
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const count = Number(selectOne(db, `SELECT count(*) AS n FROM wallets ${filter}`, params)?.n ?? 0)
  const rows = selectAll(db, `SELECT * FROM wallets ${filter} ORDER BY rank LIMIT ? OFFSET ?`, [
    ...params,
    entries,
    (page - 1) * entries,
  ])
  return { count, data: rows.map(toWallet) }
}

/** The wallet with this id, or undefined. */
export function getWallet(db: Database, id: string): DirectoryWallet | undefined {
  const row = selectOne(db, 'SELECT * FROM wallets WHERE id = ?', [id])
  return row && toWallet(row)
}

function toWallet(row: Record<string, SqlValue>): DirectoryWallet {
  const text = (value: SqlValue) => (value === null ? null : String(value))
  return {
    id: String(row.id),
    name: String(row.name),
    image_id: String(row.image_id),
    rdns: text(row.rdns ?? null),
    chains: JSON.parse(String(row.chains)) as string[],
    mobile_link: text(row.mobile_link ?? null),
    desktop_link: text(row.desktop_link ?? null),
    webapp_link: text(row.webapp_link ?? null),
    homepage: text(row.homepage ?? null),
    chrome_store: text(row.chrome_store ?? null),
    app_store: text(row.app_store ?? null),
    play_store: text(row.play_store ?? null),
    badge_type: row.badge_type === 'certified' ? 'certified' : 'none',
  }
}

function imageId(walletId: string): string {
  const hex = sha256(`image:${walletId}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

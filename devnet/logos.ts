import { WALLET_IDS } from './wallets.js'

/**
 * Real logos for the devnet's images, from `@web3icons/core` (SVG markup strings, MIT; the brand marks belong to
 * their owners). Only real wallets, networks, tokens and on-ramp providers get one: the directory's made-up wallets,
 * the test tokens (TUSD, TUSDC, …) and the Portico Test Wallet keep their initials, so nothing looks like what it is
 * not; so does Meld, which the package does not have (its `MELD` token is another company's).
 */
export interface DevnetLogos {
  /** Wallet logos by wallet id. */
  wallets: ReadonlyMap<string, string>
  /** Network and on-ramp provider logos by asset image id (`Network.assets.imageId`, `OnRampProvider.imageId`). */
  assets: ReadonlyMap<string, string>
  /** Token logos by symbol. */
  tokens: ReadonlyMap<string, string>
}

/** Directory wallet id → the icon package's wallet name. */
const WALLET_LOGOS: Readonly<Record<string, string>> = {
  [WALLET_IDS.metamask]: 'metamask',
  [WALLET_IDS.trust]: 'trust',
  [WALLET_IDS.coinbase]: 'coinbase',
  [WALLET_IDS.rainbow]: 'rainbow',
  [WALLET_IDS.phantom]: 'phantom',
  [WALLET_IDS.solflare]: 'solflare',
  [WALLET_IDS.ledgerLive]: 'ledger',
}

/**
 * Asset image id → the icon package's network name: the plain ids the devnet and the demo use, and the
 * `assets.imageId` of the networks `portico/networks` exports (the ids the hosted asset API knows them by).
 */
const ASSET_LOGOS: Readonly<Record<string, string>> = {
  ethereum: 'ethereum',
  solana: 'solana',
  bitcoin: 'bitcoin',
  polkadot: 'polkadot',
  cosmos: 'cosmos',
  'ba0ba0cd-17c6-4806-ad93-f9d174f17900': 'ethereum', // Ethereum
  'e909ea0a-f92a-4512-c8fc-748044ea6800': 'ethereum', // Sepolia
  '3bff954d-5cb0-47a0-9a23-d20192e74600': 'arbitrum-one',
  'ab9c186a-c52f-464b-2906-ca59d760a400': 'optimism',
  '41d04d42-da3b-4453-8506-668cc0727900': 'polygon',
  '7289c336-3981-4081-c5f4-efc26ac64a00': 'base',
  '93564157-2e8e-4ce7-81df-b264dbee9b00': 'binance-smart-chain',
  '30c46e53-e989-45fb-4549-be3bd4eb3b00': 'avalanche',
  'b310f07f-4ef7-49f3-7073-2a0a39685800': 'zksync',
  '02b53f6a-e3d4-479e-1cb4-21178987d100': 'gnosis',
  'a1b58899-f671-4276-6a5e-56ca5bd59700': 'solana', // Solana and its test networks
}

/** On-ramp provider asset image id → the icon package's exchange name. */
const PROVIDER_LOGOS: Readonly<Record<string, string>> = {
  coinbase: 'coinbase',
}

/** Token symbols with a real logo. */
const TOKEN_LOGOS = ['ETH', 'SOL', 'USDC', 'USDT', 'DAI', 'WBTC'] as const

async function svg(folder: 'wallets' | 'networks' | 'tokens' | 'exchanges', name: string): Promise<string> {
  const module = (await import(`@web3icons/core/svgs/${folder}/branded/${name}.svg.js`)) as { default: unknown }
  if (typeof module.default !== 'string' || !module.default.startsWith('<svg')) throw new Error(`No ${folder} logo ${name}`)
  return module.default
}

async function load(folder: 'wallets' | 'networks' | 'tokens' | 'exchanges', names: Readonly<Record<string, string>>): Promise<Map<string, string>> {
  const entries = await Promise.all(Object.entries(names).map(async ([id, name]) => [id, await svg(folder, name)] as const))
  return new Map(entries)
}

/**
 * Loads the logos (a few dozen small modules, imported one by one: the package's index would load all 6,000).
 *
 * @example
 * const logos = await loadLogos()
 * logos.wallets.get(WALLET_IDS.metamask) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export async function loadLogos(): Promise<DevnetLogos> {
  const [wallets, networks, providers, tokens] = await Promise.all([
    load('wallets', WALLET_LOGOS),
    load('networks', ASSET_LOGOS),
    load('exchanges', PROVIDER_LOGOS),
    load('tokens', Object.fromEntries(TOKEN_LOGOS.map((symbol) => [symbol, symbol]))),
  ])
  return { wallets, assets: new Map([...networks, ...providers]), tokens }
}

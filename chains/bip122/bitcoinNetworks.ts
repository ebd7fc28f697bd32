/** The address prefixes of a UTXO network (what @scure/btc-signer calls a BTC_NETWORK). */
export interface UtxoNetworkParameters {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/**
 * The address prefixes of each known network, by CAIP-2 reference (the genesis block hash's first 32 hex
 * characters, CAIP-4): Bitcoin mainnet, testnet (testnet3), regtest, and the Litecoin regtest node that stands in
 * for a local UTXO network in the devnet (its own prefixes: `rltc1…`).
 */
const UTXO_NETWORKS: Readonly<Record<string, UtxoNetworkParameters>> = {
  '000000000019d6689c085ae165831e93': { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  '000000000933ea01ad0ee984209779ba': { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  '530827f38f93b43ed12af0b3ad25a288': { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef },
}

/** The prefixes of the network with CAIP-2 reference `reference`; Bitcoin mainnet's for an unknown one. */
export function utxoNetworkOf(reference: string | number): UtxoNetworkParameters {
  return UTXO_NETWORKS[String(reference)] ?? (UTXO_NETWORKS['000000000019d6689c085ae165831e93'] as UtxoNetworkParameters)
}

/**
 * The CAIP-2 reference of the network a bech32 address belongs to, by its human-readable part; `undefined` for
 * a base58 address (mainnet's `1…`/`3…` or a test network's) or an unknown part.
 *
 * @example
 * referenceOfAddress('rltc1q…') // '530827f38f93b43ed12af0b3ad25a288'
 */
export function referenceOfAddress(address: string): string | undefined {
  const separator = address.lastIndexOf('1')
  if (separator < 1) return undefined
  const hrp = address.slice(0, separator).toLowerCase()
  return Object.entries(UTXO_NETWORKS).find(([, network]) => network.bech32 === hrp)?.[0]
}

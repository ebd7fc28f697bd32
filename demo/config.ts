/** What the demo server tells the page about the local stack (devnet URLs), as `window.__PORTICO_DEMO__`. */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  apiUrls: { directory: string; blockchain: string; analytics: string; relay: string; meld?: string; secureSite?: string }
  /** The devnet's test tokens on its first chain (the same addresses on the second), by symbol. */
  tokens?: Record<string, { address: string; symbol: string; decimals: number }>
  /** The devnet's faucet (`POST { eip155?, solana?, bip122? }`): "Get test funds". */
  faucetUrl?: string
  /** The local Solana network (litesvm) and the demo's Solana test wallet (a public devnet test key). */
  solana?: {
    /** CAIP-2 reference of the network: its `Network.id`. */
    reference: string
    rpcUrl: string
    wsUrl: string
    wallet: { address: string; secretKey: string }
  }
  /** The local UTXO network (bip122; litecoind regtest) and the demo's Bitcoin test wallet (a public devnet test key). */
  utxo?: {
    /** CAIP-2 reference of the network: its `Network.id`. */
    reference: string
    /** Its Esplora-shaped API (`…/utxo/api`). */
    esploraUrl: string
    wallet: { address: string; publicKey: string; privateKey: string }
  }
}

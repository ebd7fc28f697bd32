// The app's config, as AppKit's React + wagmi quick start writes it. Only the imports are Portico's, and the
// networks are the local devnet's (the page that serves the app says where they are) instead of mainnet and arbitrum.
import { WagmiAdapter } from 'portico/adapters/wagmi'
import { anvil, defineNetwork } from 'portico/networks'

/** What the demo server tells the page about the local chains and APIs. */
interface Devnet {
  projectId: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  apiUrls: { directory: string; blockchain: string; analytics: string; relay: string; secureSite?: string }
  tokens: Record<string, { address: `0x${string}`; decimals: number }>
}
export const devnet = (window as unknown as { __PORTICO_DEMO__: Devnet }).__PORTICO_DEMO__
const [first, second] = devnet.chains as [Devnet['chains'][number], Devnet['chains'][number]]

export const projectId = devnet.projectId

export const networks = [
  { ...anvil, rpcUrls: { default: { http: [first.rpcUrl] } } },
  defineNetwork({
    id: second.chainId,
    name: second.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [second.rpcUrl] } },
    testnet: true,
  }),
] as const

export const wagmiAdapter = new WagmiAdapter({ projectId, networks: [...networks] })

/** The devnet's TUSD token (6 decimals): the ERC-20 the app transfers. */
export const TUSD = devnet.tokens['TUSD'] as { address: `0x${string}`; decimals: number }

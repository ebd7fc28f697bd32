// The app's config, as AppKit's React + wagmi quick start writes it. Only the imports are Portico's, and the
// networks are the local devnet's (the server says where they are) instead of mainnet and arbitrum. Rendered on the
// server (`ssr` in its settings), wagmi keeps its state in a cookie, as AppKit's Next.js quick start does.
import { cookieStorage, createStorage } from 'wagmi'
import { WagmiAdapter } from 'portico/adapters/wagmi'
import { anvil, defineNetwork } from 'portico/networks'

/** What the demo server tells the app about the local chains and APIs, and whether it renders the page first. */
interface Devnet {
  /** Set when the server rendered the page: wagmi's cookie as the server read it from the request. */
  ssr?: { cookie?: string | undefined }
  projectId: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  apiUrls: { directory: string; blockchain: string; analytics: string; relay: string; secureSite?: string }
  tokens: Record<string, { address: `0x${string}`; decimals: number }>
}
// In the page, the script the server wrote; on the server, the same settings, set before the app is imported.
export const devnet = (globalThis as unknown as { __PORTICO_DEMO__: Devnet }).__PORTICO_DEMO__
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

/** A wagmi adapter for the app; the server makes one per request, so one visitor's state never reaches another. */
export const createWagmiAdapter = () =>
  new WagmiAdapter({
    projectId,
    networks: [...networks],
    ...(devnet.ssr ? { ssr: true, storage: createStorage({ storage: cookieStorage }) } : {}),
  })

export const wagmiAdapter = createWagmiAdapter()

/** The devnet's TUSD token (6 decimals): the ERC-20 the app transfers. */
export const TUSD = devnet.tokens['TUSD'] as { address: `0x${string}`; decimals: number }

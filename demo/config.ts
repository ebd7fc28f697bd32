/** What the demo server tells the page about the local stack (devnet URLs), as `window.__PORTICO_DEMO__`. */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  apiUrls: { directory: string; blockchain: string; analytics: string; relay: string; meld?: string; secureSite?: string }
}

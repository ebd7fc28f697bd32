import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { createAppKit } from 'portico'
import { App } from './App.js'
import { devnet, networks, projectId, wagmiAdapter } from './config.js'

const queryClient = new QueryClient()

const metadata = {
  name: 'Portico wagmi example',
  description: 'An AppKit + wagmi app on Portico',
  url: location.origin,
  icons: [],
}

createAppKit({
  adapters: [wagmiAdapter],
  networks: [...networks],
  projectId,
  metadata,
  // The local devnet's wallet directory, blockchain API, relay and secure site.
  apiUrls: devnet.apiUrls,
  features: { analytics: true },
})

export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppKitProvider>
      <App />
    </AppKitProvider>
  </StrictMode>,
)

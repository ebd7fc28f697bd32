import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { cookieToInitialState } from 'wagmi'
import { createAppKit } from 'portico'
import { App } from './App.js'
import { devnet, networks, projectId, wagmiAdapter } from './config.js'
import { AppKitProvider } from './providers.js'

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

const root = document.getElementById('root') as HTMLElement
if (devnet.ssr) {
  // The server rendered the page from wagmi's cookie: hydration starts from the state the server saw.
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, devnet.ssr.cookie)
  hydrateRoot(
    root,
    <StrictMode>
      <AppKitProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
        <App />
      </AppKitProvider>
    </StrictMode>,
  )
} else {
  createRoot(root).render(
    <StrictMode>
      <AppKitProvider config={wagmiAdapter.wagmiConfig}>
        <App />
      </AppKitProvider>
    </StrictMode>,
  )
}

import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { arbitrum, mainnet, type AppKitNetwork } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { config, metadata, startPage } from './shell.js'

// AppKit's documented React + wagmi set-up.
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum]
const wagmiAdapter = new WagmiAdapter({ projectId: config.projectId, networks })
const modal = createAppKit({ adapters: [wagmiAdapter], networks, projectId: config.projectId, metadata })
const queryClient = new QueryClient()

startPage({
  open: () => modal.open(),
  wrap: (app) => (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
    </WagmiProvider>
  ),
})

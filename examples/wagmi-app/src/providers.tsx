import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { WagmiProvider, type Config, type State } from 'wagmi'

/** wagmi and TanStack Query around the app, as AppKit's quick start wraps it; `initialState` from wagmi's cookie. */
export function AppKitProvider({ config, initialState, children }: { config: Config; initialState?: State | undefined; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

// The server's side of the app (`ssr` in its settings), as a Next.js layout does it: the page rendered from the request's
// cookie, with wagmi's state restored from it, before the browser hydrates it.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { cookieToInitialState } from 'wagmi'
import { App } from './App.js'
import { createWagmiAdapter } from './config.js'
import { AppKitProvider } from './providers.js'

/**
 * The app's HTML for a request with this `Cookie` header, and wagmi's own cookie from it: the page hydrates from
 * that same state (a cookie the browser writes before hydration must not change the first render).
 */
export function render(cookie: string | undefined): { html: string; cookie: string | undefined } {
  const { wagmiConfig } = createWagmiAdapter()
  const initialState = cookieToInitialState(wagmiConfig, cookie)
  const own = cookie?.split('; ').find((pair) => pair.startsWith(`${wagmiConfig.storage?.key}.store=`))
  const html = renderToString(
    <StrictMode>
      <AppKitProvider config={wagmiConfig} initialState={initialState}>
        <App />
      </AppKitProvider>
    </StrictMode>,
  )
  return { html, cookie: own }
}

import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/** What the bench server tells a page, as `window.__BENCH__`. */
export interface BenchPageConfig {
  projectId: string
  /** Portico only: the devnet's API. AppKit talks to its real hosts, which the bench answers locally. */
  apiUrls: { directory: string; blockchain: string; analytics: string }
  /** For the probe: the directory's first wallets' names; "visible" means a row with one of them is laid out. */
  walletNames: string[]
}

export const config = (window as unknown as { __BENCH__: BenchPageConfig }).__BENCH__

export const metadata = {
  name: 'Bench host',
  description: 'The same host page for Portico and AppKit',
  url: location.origin,
  icons: [],
}

/**
 * The host app both pages share: a heading and one button that calls `open()`. With `?open=now` the page calls
 * `open()` at start-up, right after rendering.
 */
export function startPage({ open, wrap = (app) => app }: { open: () => unknown; wrap?: (app: ReactNode) => ReactNode }) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {wrap(
        <main>
          <h1>Bench host</h1>
          <button type="button" id="open" onClick={() => void open()}>
            Connect
          </button>
        </main>,
      )}
    </StrictMode>,
  )
  if (new URLSearchParams(location.search).get('open') === 'now') void open()
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type Devnet, type StartDevnetParameters } from '../devnet/startDevnet.js'
import { buildHostPage } from './buildDemo.js'
import type { DemoConfig } from './config.js'
import { serveStatic } from './serveStatic.js'
import { strictPolicy } from './strictPolicy.js'

export interface Demo {
  url: string
  devnet: Devnet
  stop(): Promise<void>
}

const page = (config: DemoConfig) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Portico demo</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1b1f; }
      main { max-width: 48rem; }
      section, .controls { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
      dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-all; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script>window.__PORTICO_DEMO__ = ${JSON.stringify(config)}</script>
    <script type="module" src="/main.js"></script>
  </body>
</html>`

/** The example wagmi app's build (examples/wagmi-app/build.ts). */
const WAGMI_EXAMPLE = new URL('../examples/wagmi-app/dist/', import.meta.url).pathname

/** The example's server side (its build's dist-server/server.js): the page rendered from the request's cookies. */
const WAGMI_EXAMPLE_SERVER = new URL('../examples/wagmi-app/dist-server/server.js', import.meta.url).href

/**
 * The example's page: at /wagmi/ rendered in the browser; at /wagmi-ssr/ rendered by the server first from the
 * request's cookies (`ssr: true` with wagmi's cookie storage, as a Next.js app of AppKit's quick start), then
 * hydrated.
 */
const examplePage = (config: DemoConfig, app: { script: string; ssr?: { html: string; cookie: string | undefined } }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>wagmi on Portico</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1b1f; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
      dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-all; }
      form, section { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
    </style>
  </head>
  <body>
    <div id="root">${app.ssr?.html ?? ''}</div>
    <script>window.__PORTICO_DEMO__ = ${JSON.stringify({ ...config, ...(app.ssr ? { ssr: { cookie: app.ssr.cookie } } : {}) }).replaceAll('<', '\\u003c')}</script>
    <script type="module" src="${app.script}"></script>
  </body>
</html>`

/** Renders the example on the server: its settings are the process's (set once), its state the request's cookie. */
async function renderExample(config: DemoConfig, cookie: string | undefined): Promise<{ html: string; cookie: string | undefined }> {
  ;(globalThis as { __PORTICO_DEMO__?: unknown }).__PORTICO_DEMO__ = { ...config, ssr: {} }
  const { render } = (await import(WAGMI_EXAMPLE_SERVER)) as { render(cookie: string | undefined): { html: string; cookie: string | undefined } }
  return render(cookie)
}

/** The plain-JS example page's build (examples/web-components/build.ts): its page, with the devnet's settings. */
const WEB_COMPONENTS_EXAMPLE = new URL('../examples/web-components/dist/', import.meta.url).pathname
const webComponentsPage = (config: DemoConfig) =>
  readFileSync(`${WEB_COMPONENTS_EXAMPLE}index.html`, 'utf8').replace(
    '<!-- settings -->',
    `<script>window.__PORTICO_DEMO__ = ${JSON.stringify(config)}</script>`,
  )

/**
 * Starts the devnet (or uses the given one), bundles the demo against dist/ as a host would, and serves it
 * on 127.0.0.1. `npm run build` must have run.
 */
export async function startDemo({
  port = 0,
  devnet: given,
  devnetOptions = {},
}: { port?: number; devnet?: Devnet; devnetOptions?: StartDevnetParameters } = {}): Promise<Demo> {
  const devnet = given ?? (await startDevnet(devnetOptions))
  const outdir = mkdtempSync(join(tmpdir(), 'portico-demo-'))
  try {
    await buildHostPage({ entry: new URL('./main.tsx', import.meta.url).pathname, outdir })
    const config: DemoConfig = {
      projectId: 'portico-demo',
      chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      apiUrls: { ...devnet.apiUrls, relay: devnet.relayUrl, secureSite: devnet.secureSiteUrl },
      faucetUrl: `${devnet.apiUrl}/__devnet/faucet`,
      tokens: Object.fromEntries(
        Object.values(devnet.tokens).map(({ symbol, address, decimals }) => [symbol, { symbol, address, decimals }]),
      ),
      solana: {
        reference: devnet.solana.reference,
        rpcUrl: devnet.solana.rpcUrl,
        wsUrl: devnet.solana.wsUrl,
        // The last test account: the browser tests' Solana wallets hold the first ones.
        wallet: devnet.solana.accounts.at(-1) as { address: string; secretKey: string },
      },
      utxo: {
        reference: devnet.utxo.reference,
        esploraUrl: devnet.utxo.esploraUrl,
        // The last test account: the browser tests' Bitcoin wallets hold keys of their own.
        wallet: devnet.utxo.accounts.at(-1) as { address: string; publicKey: string; privateKey: string },
      },
    }
    const server = await serveStatic({
      dir: outdir,
      html: () => page(config),
      // examples/wagmi-app, as `npm run build` left it: an app on wagmi that moved to Portico by its imports.
      // examples/web-components: a plain-JS page with AppKit's buttons as elements.
      mounts: {
        '/wagmi/': { dir: WAGMI_EXAMPLE, html: () => examplePage(config, { script: '/wagmi/main.js' }) },
        '/wagmi-ssr/': {
          dir: WAGMI_EXAMPLE,
          html: async (request) =>
            examplePage(config, { script: '/wagmi-ssr/main.js', ssr: await renderExample(config, request.headers.cookie) }),
        },
        '/web-components/': { dir: WEB_COMPONENTS_EXAMPLE, html: () => webComponentsPage(config) },
      },
      // `?csp=strict`: the page under a strict Content Security Policy, to see that the kit needs no more.
      pageHeaders: (url, html) =>
        url.searchParams.get('csp') === 'strict' ? { 'content-security-policy': strictPolicy(html, devnet.secureSiteUrl) } : {},
      port,
    })
    return {
      url: server.url,
      devnet,
      async stop() {
        await server.close()
        if (!given) await devnet.stop()
        rmSync(outdir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    if (!given) await devnet.stop()
    rmSync(outdir, { recursive: true, force: true })
    throw error
  }
}

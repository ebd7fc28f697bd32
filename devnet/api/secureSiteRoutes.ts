import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { ApiState } from './apiState.js'
import { bundlePage } from './bundlePage.js'
import { HttpError, readText, sendBody, sendJson, type Route } from './http.js'

const SECURE_SITE_ENTRY = fileURLToPath(new URL('../../secure-site/main.ts', import.meta.url))
const CALLBACK_ENTRY = fileURLToPath(new URL('../../secure-site/redirectCallback.ts', import.meta.url))
const SECURE_SITE_STRINGS = fileURLToPath(new URL('../../secure-site/strings', import.meta.url))

/**
 * Bundles one of the secure site's page scripts (once per server): `<name>.js` and the modules it fetches by
 * `import()` (the page's: the smart account's signer), each a file of its own.
 */
async function bundleSecureSite(entry = SECURE_SITE_ENTRY, name = 'sdk'): Promise<Map<string, string>> {
  const { files } = await bundlePage(entry, name)
  return new Map([...files].map(([file, contents]) => [file, new TextDecoder().decode(contents)]))
}

/** The secure site's catalogues, each a file of its own (`strings/<code>.js`) the page fetches by URL when the modal shows that locale. */
async function bundleCatalogues(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: [`${SECURE_SITE_STRINGS}/*.ts`],
    outdir: '/secure/strings',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  })
  return new Map(result.outputFiles.map((file): [string, string] => [file.path.replace(/^.*\/secure\//, ''), file.text]))
}

/** The redirect callback page: a login window's last page, which hands the provider's answer to its opener. */
const CALLBACK_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Portico sign-in</title><link rel="stylesheet" href="/secure/sdk.css"></head>
<body><p id="status" role="status">Finishing your sign-in…</p><script type="module" src="/secure/callback.js"></script></body></html>`

/** `frame-ancestors` sources from the project's allowed origins (`http://127.0.0.1:*` is valid CSP as it is). */
function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = allowedOrigins.filter((origin) => /^https?:\/\/[\w.*-]+(:(\d+|\*))?$/.test(origin))
  return sources.length ? sources.join(' ') : "'none'"
}

/** The page's styles, served as a file so the page's CSP allows no inline code. */
const STYLES = `:root{--bg:#161616;--bg1:#222;--fg:#fff;--fg2:#a3a3a3;--border:rgba(255,255,255,.16);--accent:#1c6ce0;
--note-bg:#3a2a10;--note-fg:#ffd8a0;color-scheme:dark}
:root[data-theme=light]{--bg:#fff;--bg1:#f2f2f3;--fg:#141414;--fg2:#5f5f66;--border:rgba(0,0,0,.16);--note-bg:#fff4e5;
--note-fg:#6b3d00;color-scheme:light}
html,body{margin:0;background:transparent;font:14px/1.4 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg)}
#approve,#passkey{display:none;box-sizing:border-box;min-height:100vh;padding:4px 2px 8px;background:var(--bg)}
#approve[data-open],#passkey[data-open]{display:flex;flex-direction:column;gap:12px}
#passkey p{margin:0}
#passkey-busy{display:none;text-align:center;color:var(--fg2)}
#passkey[data-busy] #passkey-busy{display:block}
#passkey[data-busy] .row{display:none}
h1{font-size:16px;margin:0}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:6px 12px;margin:0;padding:12px;border-radius:16px;background:var(--bg1)}
dt{color:var(--fg2)}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
dd.code{font-family:ui-monospace,monospace;font-size:12px}
dl details{grid-column:1/-1;color:var(--fg2)}
dl details code{display:block;margin-top:6px;font-size:12px;overflow-wrap:anywhere;color:var(--fg)}
.note{margin:0;padding:8px 10px;border-radius:12px;background:var(--note-bg);color:var(--note-fg);font-size:13px}
.row{position:sticky;bottom:0;display:flex;flex-wrap:wrap;gap:8px;margin-top:auto;padding-top:8px;background:var(--bg)}
button{flex:1;font:inherit;font-weight:600;min-height:40px;padding:8px 16px;border-radius:16px;border:1px solid var(--border);
background:var(--bg1);color:var(--fg);cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff}
button:disabled{opacity:.55;cursor:default}
.row .note{flex-basis:100%}
[dir=rtl] dd{text-align:right}
#approve-busy{display:none;margin:0;text-align:center;color:var(--fg2)}
#approve[data-busy] #approve-busy{display:block}
#approve[data-busy] .row,#approve[data-busy] .note{display:none}`

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page; it names the recovery service, whose URL the secure site's script reads from it. */
const page = (recoveryUrl: string | undefined) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Portico secure site</title>
${recoveryUrl ? `<meta name="portico-recovery" content="${attribute(recoveryUrl)}">` : ''}
<link rel="stylesheet" href="/secure/sdk.css"></head>
<body>
<main id="approve" aria-labelledby="approve-title">
  <h1 id="approve-title"></h1>
  <p class="note" id="approve-hidden" hidden>This request contains hidden or direction-changing characters, shown as ⟦U+…⟧. Read it carefully.</p>
  <dl id="approve-details"></dl>
  <p id="approve-busy" role="status">Approved. One moment…</p>
  <div class="row" id="approve-actions"><p class="note" id="approve-scroll" hidden>Scroll to read the whole request before approving.</p><button type="button" id="reject">Reject</button><button type="button" class="primary" id="accept">Approve</button><button type="button" class="primary" id="review" hidden>Review in a secure window</button></div>
</main>
<main id="passkey" aria-labelledby="passkey-title">
  <h1 id="passkey-title"></h1>
  <p id="passkey-text"></p>
  <p id="passkey-busy" role="status">Waiting for your passkey…</p>
  <div class="row"><button type="button" id="passkey-cancel">Cancel</button><button type="button" class="primary" id="passkey-go"></button></div>
</main>
<script type="module" src="/secure/sdk.js"></script>
</body></html>`

/**
 * The secure site (the embedded wallet's page, `secure-site/`) under `/secure`, meant to be loaded from another
 * site than the host page (the devnet hands out `http://localhost:<port>/secure/sdk` while the host page runs on
 * 127.0.0.1): `GET /secure/sdk` with `frame-ancestors` from the project's allowed origins, and
 * `POST /secure/rpc/{chainId}`, the frame's JSON-RPC access to the devnet chains, `POST /secure/bundler/{chainId}` to
 * their ERC-4337 bundlers and `GET /secure/smart-accounts`, the chain ids that have one. The page names the recovery
 * service's URL in `<meta name="portico-recovery">`.
 */
export function secureSiteRoutes(state: ApiState): Route[] {
  let bundled: Promise<Map<string, string>> | undefined
  const script = () => (bundled ??= Promise.all([bundleSecureSite(), bundleCatalogues()]).then(([page, catalogues]) => new Map([...page, ...catalogues])).catch((error: unknown) => {
    bundled = undefined
    throw error
  }))
  let callbackBundle: Promise<Map<string, string>> | undefined
  const callbackScript = () => (callbackBundle ??= bundleSecureSite(CALLBACK_ENTRY, 'callback').catch((error: unknown) => {
    callbackBundle = undefined
    throw error
  }))
  // Built ahead, so the first frame does not wait for the bundler.
  script().catch((error: unknown) => console.error('secure site bundle failed:', error))
  return [
    {
      method: 'GET',
      // The frame's page, and the approval window's (`/secure/approve`), opened from it where the browser cannot
      // prove the frame visible.
      path: /^\/secure\/(sdk|approve)$/,
      fault: 'secureSite',
      handle({ res }) {
        // Only the site's own script runs in its origin, where the keys are: no inline code, nothing from elsewhere.
        res.setHeader(
          'content-security-policy',
          [
            "default-src 'none'",
            "script-src 'self'",
            "style-src 'self'",
            "connect-src 'self' http: https:",
            "base-uri 'none'",
            "form-action 'none'",
            `frame-ancestors ${frameAncestors(state.project.allowedOrigins)}`,
          ].join('; '),
        )
        res.setHeader('referrer-policy', 'no-referrer')
        // Where the secure site finds the recovery service: given by the server that serves it, as the auth server's
        // place is (its own origin), never by the host page.
        sendBody(res, 200, 'text/html; charset=utf-8', page(state.recovery?.url))
      },
    },
    {
      method: 'GET',
      path: /^\/secure\/social\/callback$/,
      handle({ res }) {
        res.setHeader('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'")
        res.setHeader('referrer-policy', 'no-referrer')
        sendBody(res, 200, 'text/html; charset=utf-8', CALLBACK_PAGE)
      },
    },
    {
      method: 'GET',
      path: /^\/secure\/callback\.js$/,
      async handle({ res }) {
        const text = (await callbackScript()).get('callback.js')
        if (text === undefined) throw new HttpError(404, 'Not found')
        sendBody(res, 200, 'text/javascript; charset=utf-8', text)
      },
    },
    {
      method: 'GET',
      path: /^\/secure\/(?<file>\w+\.js|strings\/[\w-]+\.js)$/,
      async handle({ res, params }) {
        const text = (await script()).get(params.file ?? '')
        if (text === undefined) throw new HttpError(404, 'Not found')
        sendBody(res, 200, 'text/javascript; charset=utf-8', text)
      },
    },
    {
      method: 'GET',
      path: /^\/secure\/sdk\.css$/,
      handle({ res }) {
        sendBody(res, 200, 'text/css; charset=utf-8', STYLES)
      },
    },
    {
      // The project's allowed origins, which the frame checks its parent against (SPEC.md §5 origin check).
      method: 'GET',
      path: /^\/secure\/project\/origins$/,
      handle({ res }) {
        sendJson(res, 200, { allowedOrigins: state.project.allowedOrigins })
      },
    },
    {
      // The networks with smart accounts (a bundler): the frame's answer to the smart-account networks message
      // (SPEC.md §3, §7).
      method: 'GET',
      path: /^\/secure\/smart-accounts$/,
      handle({ res }) {
        sendJson(res, 200, { chainIds: [...state.chains.values()].filter((chain) => chain.bundlerUrl).map((chain) => chain.chainId) })
      },
    },
    {
      // The frame's JSON-RPC of a chain (`rpc`) and of its ERC-4337 bundler (`bundler`, smart-account networks only).
      method: 'POST',
      path: /^\/secure\/(?<service>rpc|bundler)\/(?<chainId>\d+)$/,
      async handle({ req, res, params }) {
        const chain = state.chains.get(`eip155:${params.chainId}`)
        if (!chain) throw new HttpError(404, `Unknown chain ${params.chainId}`)
        const target = params.service === 'bundler' ? chain.bundlerUrl : chain.rpcUrl
        if (!target) throw new HttpError(404, `No bundler for chain ${params.chainId}`)
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: await readText(req),
        })
        sendBody(res, upstream.status, 'application/json', await upstream.text())
      },
    },
  ]
}

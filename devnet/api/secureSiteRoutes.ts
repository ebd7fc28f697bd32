import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { ApiState } from './apiState.js'
import { HttpError, readText, sendBody, sendJson, type Route } from './http.js'

const SECURE_SITE_ENTRY = fileURLToPath(new URL('../../secure-site/main.ts', import.meta.url))
const SECURE_SITE_STRINGS = fileURLToPath(new URL('../../secure-site/strings', import.meta.url))

/** The secure site's script files by name: `sdk.js`, its page script, and `strings/<code>.js`, its catalogues. */
type SecureSiteFiles = Map<string, string>

/**
 * Bundles the secure site's page script (once per server), and each of its catalogues as a file of its own, which
 * the page fetches by URL when the modal shows that locale.
 */
async function bundleSecureSite(): Promise<SecureSiteFiles> {
  const common = { bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, legalComments: 'none' } as const
  const [page, catalogues] = await Promise.all([
    build({ ...common, entryPoints: [SECURE_SITE_ENTRY] }),
    build({ ...common, entryPoints: [`${SECURE_SITE_STRINGS}/*.ts`], outdir: '/secure/strings' }),
  ])
  return new Map([
    ['sdk.js', page.outputFiles[0]?.text ?? ''],
    ...catalogues.outputFiles.map((file): [string, string] => [file.path.replace(/^.*\/secure\//, ''), file.text]),
  ])
}

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
 * `POST /secure/rpc/{chainId}`, the frame's JSON-RPC access to the devnet chains. The page names the recovery
 * service's URL in `<meta name="portico-recovery">`.
 */
export function secureSiteRoutes(state: ApiState): Route[] {
  let bundled: Promise<SecureSiteFiles> | undefined
  const script = () => (bundled ??= bundleSecureSite().catch((error: unknown) => {
    bundled = undefined
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
      path: /^\/secure\/(?<file>sdk\.js|strings\/[\w-]+\.js)$/,
      async handle({ res, params }) {
        const file = (await script()).get(params.file ?? '')
        if (file === undefined) throw new HttpError(404, 'Not found')
        sendBody(res, 200, 'text/javascript; charset=utf-8', file)
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
      method: 'POST',
      path: /^\/secure\/rpc\/(?<chainId>\d+)$/,
      async handle({ req, res, params }) {
        const chain = state.chains.get(`eip155:${params.chainId}`)
        if (!chain) throw new HttpError(404, `Unknown chain ${params.chainId}`)
        const upstream = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: await readText(req),
        })
        sendBody(res, upstream.status, 'application/json', await upstream.text())
      },
    },
  ]
}

import { build, type BuildOptions, type Metafile } from 'esbuild'
import { hostPageOptions, packageAliases } from '../demo/buildDemo.js'
import type { BenchPageConfig } from './pages/shell.js'

const bench = new URL('.', import.meta.url)

/**
 * demo/buildDemo.ts's host-page options for both pages, plus `react` and `react-dom` aliased to bench/node_modules,
 * so that the Portico page's own imports and dist/'s imports (which resolve from the repo root) bundle one React,
 * the same copy and version (19.3.1) as the AppKit page; without it the Portico page would bundle two Reacts and
 * fail with an invalid hook call.
 */
const pageOptions: BuildOptions = {
  ...hostPageOptions,
  // @metamask/sdk (in AppKit's page) has an `import()` glob that matches nothing: harmless, silenced.
  logOverride: { 'empty-glob': 'silent' },
  metafile: true,
}

const react = {
  react: new URL('node_modules/react', bench).pathname,
  'react-dom': new URL('node_modules/react-dom', bench).pathname,
}

export type PageName = 'portico' | 'appkit'

/**
 * Builds bench/pages/<name>.tsx into `outdir` (entry `<name>.js`); returns esbuild's metafile. `dist`: another build
 * of the package to take Portico from (a copy of dist/ inside the repo, so its imports resolve as dist/'s do).
 */
export async function buildPage(name: PageName, outdir: string, dist?: string): Promise<Metafile> {
  const repoDist = new URL('../dist/', bench).pathname
  const portico = Object.fromEntries(
    Object.entries(packageAliases()).map(([key, file]) => [key, dist ? file.replace(repoDist, `${dist.replace(/\/$/u, '')}/`) : file]),
  )
  const result = await build({
    ...pageOptions,
    entryPoints: [new URL(`pages/${name}.tsx`, bench).pathname],
    outdir,
    alias: { ...react, ...(name === 'portico' ? portico : {}) },
  })
  return result.metafile!
}

/** The in-page probe (pages/probe.ts) as one script for `addInitScript`. */
export async function buildProbe(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('pages/probe.ts', bench).pathname],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text
}

/** One bundle of react + react-dom/client + the JSX runtime, with the pages' options: React's share of a page. */
export async function buildReactOnly(): Promise<string> {
  const result = await build({
    ...hostPageOptions,
    stdin: {
      contents: "export * from 'react'; export * from 'react-dom/client'; export * from 'react/jsx-runtime'",
      resolveDir: bench.pathname,
    },
    splitting: false,
    sourcemap: false,
    metafile: false,
    write: false,
    alias: react,
  })
  return result.outputFiles[0]!.text
}

/** The host page both benches serve: a root for the app and the bench's config, then the page's script. */
export const hostPage = (script: string, config: BenchPageConfig) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bench host</title>
  </head>
  <body>
    <div id="root"></div>
    <script>window.__BENCH__ = ${JSON.stringify(config)}</script>
    <script type="module" src="/${script}.js"></script>
  </body>
</html>`

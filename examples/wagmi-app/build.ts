// Builds the example app the way its host's bundler would (demo/buildDemo.ts: ESM, minified, split, production
// React), type-checked against Portico's published types (dist/*.d.ts). `npm run build` runs it after Portico's
// own build; the demo server serves dist/ at /wagmi/ and, rendered on the server first, at /wagmi-ssr/ with
// dist-server/server.js (its packages resolved by Node, as a server framework runs it).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { buildHostPage, packageAliases } from '../../demo/buildDemo.js'

const here = fileURLToPath(new URL('.', import.meta.url))

execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-p', `${here}tsconfig.json`], {
  stdio: 'inherit',
})
rmSync(`${here}dist`, { recursive: true, force: true })
rmSync(`${here}dist-server`, { recursive: true, force: true })
await buildHostPage({ entry: `${here}src/main.tsx`, outdir: `${here}dist` })
await build({
  entryPoints: [`${here}src/server.tsx`],
  outfile: `${here}dist-server/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: packageAliases(),
  // React, wagmi and viem from node_modules, one copy each, as Node resolves them for a server.
  external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'wagmi', 'wagmi/*', '@wagmi/core', '@tanstack/react-query', 'viem', 'viem/*'],
  logLevel: 'warning',
})

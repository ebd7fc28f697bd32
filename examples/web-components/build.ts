// Builds the plain-JS example page the way its host's bundler would (demo/buildDemo.ts: ESM, minified, split),
// type-checked against Portico's published types (dist/*.d.ts). `npm run build` runs it after Portico's own
// build; the demo server serves dist/ at /web-components/. The page is a host without React: the build fails
// when anything it bundles imports `react` or `react-dom`, although both are installed in this repository. It also
// installs a third party's plugin with views (examples/plugin-notes, written for React), the way such a host does:
// `react` and `react-dom` aliased to `preact/compat`, `portico` and `portico/ui` to their `portico/vanilla` entries.
import { execFileSync } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { hostPageOptions } from '../../demo/buildDemo.js'
import { noReact, preactAliases } from './noReact.js'

const here = fileURLToPath(new URL('.', import.meta.url))

execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-p', `${here}tsconfig.json`], {
  stdio: 'inherit',
})
rmSync(`${here}dist`, { recursive: true, force: true })
await build({
  ...hostPageOptions,
  entryPoints: [`${here}src/main.js`],
  outdir: `${here}dist`,
  alias: preactAliases(),
  plugins: [noReact],
})
copyFileSync(`${here}src/index.html`, `${here}dist/index.html`)

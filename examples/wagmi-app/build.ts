// Builds the example app the way its host's bundler would (demo/buildDemo.ts: ESM, minified, split, production
// React), type-checked against Portico's published types (dist/*.d.ts). `npm run build` runs it after Portico's
// own build; the demo server serves dist/ at /wagmi/.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildHostPage } from '../../demo/buildDemo.js'

const here = fileURLToPath(new URL('.', import.meta.url))

execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-p', `${here}tsconfig.json`], {
  stdio: 'inherit',
})
rmSync(`${here}dist`, { recursive: true, force: true })
await buildHostPage({ entry: `${here}src/main.tsx`, outdir: `${here}dist` })

// Builds the example plugin the way its author would publish it: type-checked against Portico's published
// types (dist/*.d.ts), bundled to dist/ with `portico`, `portico/ui` and React left to the host's bundler.
// Run after Portico's own build (`npm run build` does both).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))

execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('typescript/bin/tsc')), '-p', `${here}tsconfig.json`], {
  stdio: 'inherit',
})
rmSync(`${here}dist`, { recursive: true, force: true })
await build({
  entryPoints: [`${here}src/index.ts`],
  outdir: `${here}dist`,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  sourcemap: true,
  external: ['portico', 'portico/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  logLevel: 'warning',
})

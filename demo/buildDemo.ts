import { readFileSync } from 'node:fs'
import { build, type BuildOptions } from 'esbuild'

const root = new URL('..', import.meta.url)

/** `portico/*` imports resolve to the built package in dist/, exactly as a host app gets them. */
export function packageAliases(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    exports: Record<string, string | { import: string }>
  }
  const aliases: Record<string, string> = {}
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (key === './package.json') continue
    const file = typeof target === 'string' ? target : target.import
    aliases[key === '.' ? 'portico' : `portico/${key.slice(2)}`] = new URL(file, root).pathname
  }
  return aliases
}

/** How a host's bundler builds a page: ESM, minified, dynamic imports split into chunks, production React. */
export const hostPageOptions = {
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: true,
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
} as const satisfies BuildOptions

/** The example third-party plugin, as its package's build leaves it (examples/plugin-notes/dist). */
const examplePlugin = { 'portico-plugin-notes': new URL('examples/plugin-notes/dist/index.js', root).pathname }

/** Bundles a host page the way a host's bundler would (`hostPageOptions`). Returns the output folder. */
export async function buildHostPage({ entry, outdir }: { entry: string; outdir: string }): Promise<string> {
  await build({ ...hostPageOptions, entryPoints: [entry], outdir, alias: { ...packageAliases(), ...examplePlugin } })
  return outdir
}

import { build, type Plugin } from 'esbuild'
import { basename, dirname, resolve } from 'node:path'

/** A page script bundled for the browser: its files by name, and which source module each lazy file holds. */
export interface PageBundle {
  /** File name → contents: `<entry>.js` and one file per module the page fetches by `import()`. */
  files: Map<string, Uint8Array>
  /** The page's own file name (`sdk.js`). */
  entry: string
  /** Source file (absolute) → the file name it is served as, for each module fetched by `import()`. */
  lazy: Map<string, string>
}

/**
 * Bundles a page script (the secure site's) as its server serves it: minified ESM, where every `import()` of one of
 * the page's own modules stays an `import()` of a file of its own, bundled alone beside the page
 * (`import('./smartAccountSigner.js')` → `smartAccountSigner.js`). Each lazy file carries what it needs, so the
 * page's first paint holds none of it (esbuild's shared chunks would put part of it in the page's static imports).
 *
 * @example
 * const { files } = await bundlePage('/repo/secure-site/main.ts', 'sdk') // files: sdk.js, smartAccountSigner.js
 */
export async function bundlePage(source: string, name: string): Promise<PageBundle> {
  const files = new Map<string, Uint8Array>()
  const lazy = new Map<string, string>()
  const pending: [source: string, name: string][] = [[source, `${name}.js`]]
  const split: Plugin = {
    name: 'split-lazy-modules',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, ({ path, kind, importer }) => {
        if (kind !== 'dynamic-import' || /[\\/]node_modules[\\/]/.test(importer)) return undefined
        const file = resolve(dirname(importer), path).replace(/\.js$/, '.ts')
        const served = basename(path)
        if (!lazy.has(file)) {
          if ([...lazy.values(), `${name}.js`].includes(served)) throw new Error(`Two lazy modules of the page are both ${served}`)
          lazy.set(file, served)
          pending.push([file, served])
        }
        return { path: `./${served}`, external: true }
      })
    },
  }
  for (let next = pending.shift(); next; next = pending.shift()) {
    const [entry, served] = next
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      write: false,
      legalComments: 'none',
      outfile: `/page/${served}`,
      plugins: [split],
      logLevel: 'error',
    })
    const [output] = result.outputFiles
    if (!output) throw new Error(`The bundle of ${entry} wrote nothing`)
    files.set(served, output.contents)
  }
  return { files, entry: `${name}.js`, lazy }
}

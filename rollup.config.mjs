import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import typescript from '@rollup/plugin-typescript'

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true })

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]

/**
 * One ESM build: every public entry is an input, shared code becomes chunks, declarations sit next to the
 * code (dist/<folder>/<file>.d.ts). Dependencies stay external: the host's bundler resolves them.
 */
export const entries = {
  'entry/index': 'entry/index.ts',
  'networks/index': 'networks/index.ts',
  'chains/eip155/index': 'chains/eip155/index.ts',
  'chains/solana/index': 'chains/solana/index.ts',
  'chains/solana/react/index': 'chains/solana/react/index.ts',
  'react/index': 'react/index.ts',
  'ui/index': 'ui/index.ts',
}

/** The package's own entries by name: built-in plugins import `portico` and `portico/ui` the way a third party does. */
const selfImports = { portico: 'entry/index.ts', 'portico/ui': 'ui/index.ts' }

export default {
  input: entries,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Chunks only reached through import() go to lazy/, the others to chunks/; the budgets (scripts/size.ts)
    // rebuild dist/ the way a host's bundler does and find each lazy part by its source module, not its name.
    // A plugin's entry is named after its folder (lazy/plugin-walletconnect-[hash].js), not 'index'.
    chunkFileNames: (chunk) => {
      const entry = chunk.isDynamicEntry && chunk.moduleIds.find((id) => /\/plugins\/[^/]+\/index\.ts$/.test(id))
      if (entry) return `lazy/plugin-${/\/plugins\/([^/]+)\/index\.ts$/.exec(entry)?.[1]}-[hash].js`
      return chunk.isDynamicEntry ? 'lazy/[name]-[hash].js' : 'chunks/[name]-[hash].js'
    },
    sourcemap: true,
    generatedCode: 'es2015',
    hoistTransitiveImports: false,
  },
  external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
  plugins: [
    {
      name: 'portico-self-imports',
      resolveId: (id) => (id in selfImports ? fileURLToPath(new URL(selfImports[id], import.meta.url)) : null),
    },
    typescript({
      tsconfig: './tsconfig.build.json',
      declaration: true,
      declarationDir: 'dist',
      outDir: 'dist',
    }),
  ],
  treeshake: { moduleSideEffects: false },
}

import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars'
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
  'adapters/wagmi/index': 'adapters/wagmi/index.ts',
  'ui/index': 'ui/index.ts',
}

/** The package's own entries by name: built-in plugins import `portico` and `portico/ui` the way a third party does. */
const selfImports = { portico: 'entry/index.ts', 'portico/ui': 'ui/index.ts' }

/**
 * A chunk's name from its main module: `plugins/send/strings/de.ts` → `send-de`, `plugins/send/index.ts` →
 * `plugin-send`, `ui/i18n/strings/buttons/de.ts` → `buttons-de`, a core view's own `ui/views/whatIsAWallet/strings/de.ts`
 * → `whatIsAWallet-de` (the modal's `ui/i18n/strings/de.ts` → `de`).
 */
function chunkName(chunk) {
  const id = chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? ''
  const buttons = /\/ui\/i18n\/strings\/buttons\/([^/]+)\.ts$/.exec(id)
  if (buttons) return `buttons-${buttons[1]}`
  const viewStrings = /\/ui\/views\/([^/]+)\/strings\/([^/]+)\.ts$/.exec(id)
  if (viewStrings) return `${viewStrings[1]}-${viewStrings[2]}`
  const [, kind, folder, file] = /\/(plugins|chains)\/([^/]+)\/(?:.*\/)?([^/]+)\.tsx?$/.exec(id) ?? []
  if (!kind) return chunk.name
  return kind === 'plugins' && file === 'index' ? `plugin-${folder}` : `${folder}-${file}`
}

export default {
  input: entries,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Chunks only reached through import() go to lazy/, the others to chunks/; the budgets (scripts/size.ts)
    // rebuild dist/ the way a host's bundler does and find each lazy part by its source module, not its name.
    // Names carry no hash (a host's bundler hashes what it emits); a plugin's or chain package's module is
    // named with its folder (lazy/plugin-send.js, lazy/send-de.js, lazy/solana-getBalances.js).
    chunkFileNames: (chunk) => `${chunk.isDynamicEntry ? 'lazy' : 'chunks'}/${chunkName(chunk)}.js`,
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
    // A locale's strings are fetched by code (`import(\`./strings/${locale}.ts\`)`, one chunk per file there).
    dynamicImportVars(),
  ],
  treeshake: { moduleSideEffects: false },
}

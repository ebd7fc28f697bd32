import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars'
import typescript from '@rollup/plugin-typescript'
import { transform } from 'esbuild'

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
  'chains/bip122/index': 'chains/bip122/index.ts',
  'chains/polkadot/index': 'chains/polkadot/index.ts',
  'react/index': 'react/index.ts',
  'adapters/wagmi/index': 'adapters/wagmi/index.ts',
  'web-components/index': 'web-components/index.ts',
  'vanilla/index': 'vanilla/index.ts',
  'vanilla/ui': 'vanilla/ui.ts',
  'ui/index': 'ui/index.ts',
  'chains/cosmos/index': 'chains/cosmos/index.ts',
}

/** The package's own entries by name: built-in plugins import `portico` and `portico/ui` the way a third party does. */
const selfImports = { portico: 'entry/index.ts', 'portico/ui': 'ui/index.ts' }

/**
 * Preact copies: `portico/vanilla` is `portico` for hosts without React. What it imports from ui/, plugins/ and
 * entry/builtinPlugins.ts (the modal, its views and the built-in plugins, and what they import from there) is
 * built once more as a module of its own, `<file>?preact`, whose `react` and `react-dom` imports are Preact's
 * (`preact/compat`). The kernel, chain packages and everything else stay one module, shared by both entries, so a
 * third party's `portico` import meets the same kernel either way.
 */
const PREACT = '?preact'
const root = fileURLToPath(new URL('.', import.meta.url))
const REACT_TO_PREACT = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
}
// Every built-in plugin module is copied (they load lazily, so copies cost a host nothing), which keeps the React
// build's plugin chunks as they were without this entry: a plugin module shared by both copies would be a chunk of
// its own, and a host's bundler would then split the kernel's errors away from the kernel (measured: +0.36 kB on
// `createAppKit`). Of ui/, only what renders is copied.
const rendersWithReact = (file) => relative(root, file).startsWith('plugins/') || reachesReact().has(file)

/**
 * The files of ui/, plugins/ and entry/builtinPlugins.ts that import React (a .tsx file's JSX does), or import (statically or with
 * import()) one that does: only they get a Preact copy. The others (formatters, strings, state) stay one module,
 * so a host without React that also loads them from elsewhere (the web components) loads them once.
 */
const reachesReact = (() => {
  let found
  return () => (found ??= scanReact())
})()

function scanReact() {
  const sources = ['ui', 'plugins'].flatMap((dir) => readdirSync(join(root, dir), { recursive: true }).map((file) => `${dir}/${file}`))
  const candidates = [...sources, 'entry/builtinPlugins.ts']
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(?:-d)?\.tsx?$|\/testing\//.test(file))
    .map((file) => join(root, file))
  const known = new Set(candidates)
  const selfImport = (source) => (source in selfImports ? join(root, selfImports[source]) : undefined)
  const edges = new Map()
  const direct = new Set()
  for (const file of candidates) {
    const code = readFileSync(file, 'utf8')
    const targets = []
    if (file.endsWith('.tsx')) direct.add(file) // its JSX imports React's runtime
    const pattern = /^\s*(?:import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gmu
    for (const match of code.matchAll(pattern)) {
      if (match[1]) continue // a type-only import
      const source = match[2] ?? match[3] ?? match[4]
      if (/^react(?:-dom)?(?:\/|$)/.test(source)) direct.add(file)
      const target = source.startsWith('.') ? join(dirname(file), source) : selfImport(source)
      if (!target) continue
      const base = target.replace(/\.js$/u, '')
      const resolved = [`${base}.ts`, `${base}.tsx`, target].find((path) => known.has(path))
      if (resolved) targets.push(resolved)
    }
    edges.set(file, targets)
  }
  const marked = new Set(direct)
  for (let grew = true; grew; ) {
    grew = false
    for (const [file, targets] of edges)
      if (!marked.has(file) && targets.some((target) => marked.has(target))) grew = marked.add(file) !== undefined
  }
  return marked
}
const wantsPreact = (importer) => importer.endsWith(PREACT) || relative(root, importer).startsWith('vanilla/')

const preactCopies = {
  name: 'portico-preact-copies',
  async resolveId(source, importer, options) {
    if (!importer || !wantsPreact(importer)) return null
    if (source in REACT_TO_PREACT) return { id: REACT_TO_PREACT[source], external: true }
    if (/^react(?:-dom)?(?:\/|$)/.test(source)) this.error(`${importer} imports ${source}, which has no Preact counterpart`)
    const real = importer.endsWith(PREACT) ? importer.slice(0, -PREACT.length) : importer
    const resolved = await this.resolve(source, real, { ...options, skipSelf: true })
    if (!resolved || resolved.external || !rendersWithReact(resolved.id)) return resolved
    return resolved.id + PREACT
  },
  // A copy is the file's own TypeScript, compiled alone (isolatedModules holds for every file) with React's JSX
  // runtime, whose import the hook above turns into Preact's.
  async load(id) {
    if (!id.endsWith(PREACT)) return null
    const file = id.slice(0, -PREACT.length)
    const { code, map } = await transform(readFileSync(file, 'utf8'), {
      loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      jsx: 'automatic',
      format: 'esm',
      target: 'es2022',
      sourcemap: true,
      sourcefile: file,
    })
    return { code, map }
  },
}

/**
 * A chunk's name from its main module: `plugins/send/strings/de.ts` → `send-de`, `plugins/send/index.ts` →
 * `plugin-send`, `ui/i18n/strings/buttons/de.ts` → `buttons-de`, a core view's own `ui/views/whatIsAWallet/strings/de.ts`
 * → `whatIsAWallet-de` (the modal's `ui/i18n/strings/de.ts` → `de`).
 */
function chunkName(chunk) {
  const main = chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? ''
  if (main.endsWith(PREACT)) return `preact/${chunkName({ ...chunk, facadeModuleId: main.slice(0, -PREACT.length) })}`
  const id = main
  const buttons = /\/ui\/i18n\/strings\/buttons\/([^/]+)\.ts$/.exec(id)
  if (buttons) return `buttons-${buttons[1]}`
  const viewStrings = /\/ui\/views\/([^/]+)\/strings\/([^/]+)\.ts$/.exec(id)
  if (viewStrings) return `${viewStrings[1]}-${viewStrings[2]}`
  const [, kind, folder, file] = /\/(plugins|chains)\/([^/]+)\/(?:.*\/)?([^/]+)\.tsx?$/.exec(id) ?? []
  if (!kind) return chunk.name
  return kind === 'plugins' && file === 'index' ? `plugin-${folder}` : `${folder}-${file}`
}

/**
 * Small modules the modal's first open needs, each a chunk of its own were Rollup left them be (it splits by the set
 * of entries and import()s that reach a module, and nearly every view reaches a different set of them). A host's
 * bundler keeps each of our chunks whole, so the first open fetched twelve of them, found only once the modal's own
 * chunks had arrived: two waves of requests more than it needed. Here they are three chunks: the hooks and
 * components every view renders with, the English strings with their lookup, and Connect's wallet picks. Each group
 * holds only what the modal's first open loads anyway, so no view fetches more than before; a module a host loads
 * before open (the locale list and the formatters, which the buttons use) stays out, as does the view table
 * (`coreViews`), whose import()s would otherwise keep the kernel's modules that views share out of the kernel's
 * chunk. A Preact copy goes to a chunk of its own. With `onlyExplicitManualChunks`, what a group imports and does
 * not list is chunked as before.
 */
const MODAL_GROUPS = {
  modalCore: ['ui/hooks/useKit.ts', 'ui/i18n/I18nContext.tsx', 'ui/components/Spinner.tsx', 'ui/hooks/useSnap.ts', 'ui/components/icons.tsx', 'ui/hooks/useStyleSheet.ts'],
  modalStrings: ['ui/i18n/translate.ts', 'ui/i18n/en.ts', 'ui/i18n/pluginStrings.ts'],
  walletPicks: [
    'ui/wallets/pickWallet.ts',
    'ui/wallets/connectAttempts.ts',
    'ui/wallets/directoryFilters.ts',
    'kernel/connectors/isExcludedWallet.ts',
    'kernel/connectors/filterWalletsForPlatform.ts',
    'kernel/connectors/mergeMultiChainConnectors.ts',
  ],
}
const modalGroupOf = new Map(Object.entries(MODAL_GROUPS).flatMap(([name, files]) => files.map((file) => [file, name])))

function modalGroup(id) {
  const preact = id.endsWith(PREACT)
  const group = modalGroupOf.get(relative(root, preact ? id.slice(0, -PREACT.length) : id))
  return group && preact ? `${group}Preact` : group
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
    manualChunks: modalGroup,
    onlyExplicitManualChunks: true,
  },
  // React stays external, except in the Preact copies, whose `react` imports become Preact's (preactCopies).
  external: (id, importer) =>
    !(importer && wantsPreact(importer) && /^react(?:-dom)?(?:\/|$)/.test(id)) &&
    dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
  plugins: [
    preactCopies,
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

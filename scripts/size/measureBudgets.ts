import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type OutputFile, type Plugin } from 'esbuild'
import { bundlePage } from '../../devnet/api/bundlePage.js'
import { findLazyPart, isSourceOf } from './findLazyPart.js'
import { hostEntry } from './hostEntry.js'
import { dynamicTargets, staticClosure } from './staticClosure.js'

/** One budget of `.size-limit.json`. */
export interface Budget {
  name: string
  limit: string
  /** A host entry: specifier → named imports, e.g. `{ "portico": "{ createAppKit }" }`. */
  import?: Record<string, string>
  /** Marks the host entry whose build the lazy parts are measured in: everything a host imports before open. */
  beforeOpen?: boolean
  /**
   * A lazy part: the source module (e.g. `ui/mountModal`) whose chunk the before-open host loads with import();
   * several modules count together, each file once (a plugin with all its views).
   */
  lazy?: string | string[]
  /** Lazy parts (source modules) already loaded when this one is fetched; what they loaded is left out. */
  after?: string[]
  /**
   * The host a lazy part is measured in, when not the `beforeOpen` one (specifier → named imports): for parts that
   * host does not reach, such as another chain package's. What this host loads before any `import()` is left out.
   */
  host?: Record<string, string>
  /**
   * A page of its own, not part of a host's build (the embedded wallet's secure site): the source file of its
   * script, bundled alone with everything it imports statically (its first paint). With `lazy`, the chunk of that
   * module the page fetches by `import()` instead, minus what the page loaded.
   */
  page?: string
  /**
   * With `page`: a module the page fetches as a file of its own (one of its catalogues), measured as that file.
   */
  pagePart?: string
}

export interface Measurement {
  budget: Budget
  /** gzip bytes: every file of the part gzipped on its own (level 9), summed. */
  size: number
  /** The output files counted, with their gzip bytes. */
  files: { path: string; gzip: number }[]
}

/**
 * React stays the host's: it is shared with the host's own code and measured by no budget. So does wagmi, which only
 * a host built on wagmi loads (through `portico/adapters/wagmi`), beside its own wagmi code.
 */
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'wagmi', 'wagmi/*', '@wagmi/*']

/**
 * Measures every budget as a host's bundler builds it: a host entry importing the budget's names, bundled with the
 * whole package (resolved through package.json `exports` to `dist/`) and every dependency but React, in one esbuild
 * build with code splitting, minified. A host budget is the entry's output and every chunk it imports statically
 * (what loads before any `import()`). A lazy budget is the same closure of the chunk that holds its module, in the
 * build of the `beforeOpen` host (or of its own `host`), minus what that host and the parts in `after` already loaded.
 */
export async function measureBudgets(root: string, budgets: readonly Budget[]): Promise<Measurement[]> {
  const resolveExports = exportsResolver(root)
  const beforeOpen = budgets.filter((budget) => budget.beforeOpen)
  if (budgets.some((budget) => budget.lazy && !budget.page) && beforeOpen.length !== 1)
    throw new Error('Lazy budgets need exactly one budget marked "beforeOpen": the host they are measured in')

  const results = new Map<Budget, Measurement>()
  for (const budget of budgets) {
    if (budget.page) {
      results.set(budget, await measurePage(root, budget, budget.page))
      continue
    }
    if (budget.lazy) continue
    if (!budget.import) throw new Error(`The budget "${budget.name}" needs "import" or "lazy"`)
    const host = await buildHost(root, budget.import, resolveExports)
    const eager = staticClosure(host.outputs, host.entry)
    results.set(budget, measure(budget, eager, host.files))
    if (!budget.beforeOpen) continue
    measureLazyParts(root, host, eager, budgets.filter((part) => part.lazy && !part.host && !part.page), results)
  }
  const hosts = new Map<string, Budget[]>()
  for (const part of budgets) {
    if (!part.lazy || !part.host || part.page) continue
    const key = JSON.stringify(part.host)
    hosts.set(key, [...(hosts.get(key) ?? []), part])
  }
  for (const [key, parts] of hosts) {
    const host = await buildHost(root, JSON.parse(key) as Record<string, string>, resolveExports)
    measureLazyParts(root, host, staticClosure(host.outputs, host.entry), parts, results)
  }
  return budgets.map((budget) => {
    const result = results.get(budget)
    if (!result) throw new Error(`The budget "${budget.name}" was not measured`)
    return result
  })
}

/** Measures each lazy part in `host`'s build: its chunk's closure minus `eager` and the parts it comes `after`. */
function measureLazyParts(root: string, host: HostBuild, eager: Iterable<string>, parts: readonly Budget[], results: Map<Budget, Measurement>): void {
  const sourcesOf = sourceMapReader(root)
  const targets = dynamicTargets(host.outputs, host.entry)
  const lazyClosure = (module: string) => staticClosure(host.outputs, findLazyPart(host.outputs, targets, module, sourcesOf))
  for (const part of parts) {
    if (!part.lazy) continue
    const loaded = new Set(eager)
    for (const earlier of part.after ?? []) for (const path of lazyClosure(earlier)) loaded.add(path)
    const modules = typeof part.lazy === 'string' ? [part.lazy] : part.lazy
    const added = [...new Set(modules.flatMap((module) => [...lazyClosure(module)]))].filter((path) => !loaded.has(path))
    results.set(part, measure(part, added, host.files))
  }
}

interface HostBuild {
  entry: string
  outputs: Metafile['outputs']
  files: Map<string, Uint8Array>
}

async function buildHost(
  root: string,
  imports: Record<string, string>,
  resolveExports: (specifier: string) => string | undefined,
): Promise<HostBuild> {
  const host: Plugin = {
    name: 'host',
    setup(b) {
      b.onResolve({ filter: /^host-entry$/ }, () => ({ path: 'host-entry', namespace: 'host' }))
      b.onLoad({ filter: /.*/, namespace: 'host' }, () => ({ contents: hostEntry(imports), resolveDir: root, loader: 'js' }))
      b.onResolve({ filter: /.*/ }, ({ path }) => {
        const file = resolveExports(path)
        return file ? { path: file } : undefined
      })
    },
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints: { host: 'host-entry' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    external: EXTERNAL,
    outdir: join(root, '.tmp/size'),
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [host],
  })
  const entry = Object.keys(result.metafile.outputs).find(
    (path) => result.metafile.outputs[path]?.entryPoint === 'host:host-entry',
  )
  if (!entry) throw new Error('The host build has no output for its entry')
  const files = new Map(result.outputFiles.map((file: OutputFile) => [relativeTo(root, file.path), file.contents]))
  return { entry, outputs: result.metafile.outputs, files }
}

/**
 * A page's script bundled as the server that serves it does (`bundlePage`): the page's file, with `lazy` the file of
 * that module, with `pagePart` that module bundled as the file of its own the page fetches by URL.
 */
async function measurePage(root: string, budget: Budget, page: string): Promise<Measurement> {
  const { files, entry, lazy } = await bundlePage(join(root, budget.pagePart ?? page), 'page')
  if (!budget.lazy) return measure(budget, [entry], files)
  const modules = typeof budget.lazy === 'string' ? [budget.lazy] : budget.lazy
  const served = modules.map((module) => {
    const file = [...lazy].find(([source]) => isSourceOf(relativeTo(root, source), module))?.[1]
    if (!file) throw new Error(`${page} fetches no ${module} by import()`)
    return file
  })
  return measure(budget, served, files)
}

function measure(budget: Budget, paths: Iterable<string>, files: Map<string, Uint8Array>): Measurement {
  const counted = [...paths].map((path) => {
    const contents = files.get(path)
    if (!contents) throw new Error(`The build wrote no file ${path}`)
    return { path, gzip: gzipSync(contents, { level: 9 }).length }
  })
  return { budget, size: counted.reduce((sum, file) => sum + file.gzip, 0), files: counted }
}

/** Resolves `portico` and `portico/<subpath>` through package.json `exports` (the `import` condition). */
function exportsResolver(root: string): (specifier: string) => string | undefined {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string
    exports: Record<string, string | { import?: string }>
  }
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(pkg.exports)) {
    const target = typeof value === 'string' ? value : value.import
    if (!target?.endsWith('.js')) continue
    entries.set(pkg.name + key.slice(1), join(root, target))
  }
  return (specifier) => {
    if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) return undefined
    const file = entries.get(specifier)
    if (!file) throw new Error(`package.json exports no ${specifier}`)
    if (!existsSync(file)) throw new Error(`${specifier} resolves to ${file}, which does not exist: run npm run build`)
    return file
  }
}

/** The source files a file of dist/ was built from, read from its source map; a file without one is an error. */
function sourceMapReader(root: string): (input: string) => readonly string[] {
  const cache = new Map<string, readonly string[]>()
  return (input) => {
    let sources = cache.get(input)
    if (!sources) {
      const map = join(root, `${input}.map`)
      if (!existsSync(map)) throw new Error(`${input} has no source map: the budgets cannot tell what it holds`)
      sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((source) =>
        join(dirname(input), source),
      )
      cache.set(input, sources)
    }
    return sources
  }
}

function relativeTo(root: string, path: string): string {
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
}

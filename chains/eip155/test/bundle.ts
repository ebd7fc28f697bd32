import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rollup, type OutputChunk } from 'rollup'
import ts from 'typescript'

// Test helper only: bundles a snippet the way a host's bundler would (ESM, tree-shaken, dynamic imports
// split off), with TypeScript stripped by `transpileModule`. Packages stay external.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const ENTRY = '\0entry.ts'

export interface Bundle {
  /** The code a host loads before anything is imported lazily. */
  eager: string
  /** Packages the eager code imports statically. */
  eagerPackages: string[]
  /** Packages any chunk imports. */
  allPackages: string[]
  /** Chunks only reached through `import()`. */
  lazy: OutputChunk[]
}

export async function bundle(source: string): Promise<Bundle> {
  const build = await rollup({
    input: ENTRY,
    treeshake: { moduleSideEffects: false },
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: [
      {
        name: 'typescript-source',
        resolveId(id, importer) {
          if (id === ENTRY) return id
          if (!id.startsWith('.')) return null
          const from = importer === ENTRY || !importer ? ROOT : dirname(importer)
          return resolve(from, id).replace(/\.js$/, '.ts')
        },
        async load(id) {
          const code = id === ENTRY ? source : await readFile(id, 'utf8')
          return ts.transpileModule(code, {
            compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
          }).outputText
        },
      },
    ],
  })
  const { output } = await build.generate({ format: 'es' })
  await build.close()
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const entry = chunks.find((c) => c.isEntry)!
  // The eager part: the entry and every chunk it imports statically.
  const eager = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (eager.has(chunk)) return
    eager.add(chunk)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) visit(imported)
    }
  }
  visit(entry)
  const packages = (list: OutputChunk[]) => [...new Set(list.flatMap((c) => c.imports.filter((i) => !byName.has(i))))].sort()
  return {
    eager: [...eager].map((c) => c.code).join('\n'),
    eagerPackages: packages([...eager]),
    allPackages: packages(chunks),
    lazy: chunks.filter((c) => !eager.has(c)),
  }
}

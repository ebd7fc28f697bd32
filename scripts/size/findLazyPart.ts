import type { OutputGraph } from './staticClosure.js'

/**
 * The one output file among `targets` (files loaded through `import()`) whose entry module holds the source
 * module `module` (a path inside the repository without extension, e.g. `ui/mountModal`). `sourcesOf` lists the
 * source files an input file was built from (from its source map). Throws when none or several match: a budget
 * must never pass because its part was not found.
 *
 * @example
 * findLazyPart(outputs, targets, 'plugins/send/index', sourcesOf) // 'out/plugin-send-XYZ.js'
 */
export function findLazyPart(
  outputs: OutputGraph,
  targets: Iterable<string>,
  module: string,
  sourcesOf: (input: string) => readonly string[],
): string {
  const matches = [...targets].filter((path) => {
    const entry = outputs[path]?.entryPoint
    return entry !== undefined && sourcesOf(entry).some((source) => isSourceOf(source, module))
  })
  if (matches.length === 1) return matches[0] as string
  throw new Error(
    matches.length === 0
      ? `No chunk loaded through import() holds ${module}`
      : `Several chunks loaded through import() hold ${module}: ${matches.join(', ')}`,
  )
}

/** Whether the source file `source` (a path as a source map lists it) is the module `module` of the repository. */
export function isSourceOf(source: string, module: string): boolean {
  const path = source.replace(/\\/g, '/')
  if (/(?:^|\/)node_modules\//.test(path)) return false
  const withoutExtension = path.replace(/\.(?:[cm]?[jt]sx?)$/, '')
  return withoutExtension === module || withoutExtension.endsWith(`/${module}`)
}

/** The parts of an esbuild metafile's outputs the budgets read. */
export interface OutputGraph {
  [path: string]: {
    entryPoint?: string | undefined
    imports: readonly { path: string; kind: string; external?: boolean | undefined }[]
  }
}

/**
 * The output files a browser loads when it runs `start`: `start` and every file reached from it through static
 * `import` statements, transitively. Files behind `import()` are not in it, nor are externals (React).
 *
 * @example
 * staticClosure(metafile.outputs, 'out/host.js') // Set { 'out/host.js', 'out/chunk-A.js', ... }
 */
export function staticClosure(outputs: OutputGraph, start: string): Set<string> {
  const seen = new Set<string>()
  const pending = [start]
  while (pending.length > 0) {
    const path = pending.pop() as string
    if (seen.has(path)) continue
    const output = outputs[path]
    if (!output) throw new Error(`The build has no output file ${path}`)
    seen.add(path)
    for (const edge of output.imports)
      if (edge.kind === 'import-statement' && !edge.external) pending.push(edge.path)
  }
  return seen
}

/**
 * The output files `start` can load through `import()`, directly or after other loads: the targets of every
 * `dynamic-import` edge reachable from `start` through edges of any kind.
 */
export function dynamicTargets(outputs: OutputGraph, start: string): Set<string> {
  const seen = new Set<string>()
  const targets = new Set<string>()
  const pending = [start]
  while (pending.length > 0) {
    const path = pending.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    for (const edge of outputs[path]?.imports ?? []) {
      if (edge.external) continue
      if (edge.kind === 'dynamic-import') targets.add(edge.path)
      pending.push(edge.path)
    }
  }
  return targets
}

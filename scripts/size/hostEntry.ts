/**
 * The source of a host module that imports `imports` (specifier → named imports, as in `.size-limit.json`) and
 * uses every binding, so a bundler keeps what each one needs and nothing else.
 *
 * @example
 * hostEntry({ portico: '{ createAppKit }' })
 * // "import { createAppKit as i0 } from \"portico\"\nexport default [i0]\n"
 */
export function hostEntry(imports: Readonly<Record<string, string>>): string {
  const lines: string[] = []
  const used: string[] = []
  for (const [specifier, names] of Object.entries(imports)) {
    const list = /^\{([^{}]*)\}$/.exec(names.trim())?.[1]
    const bindings = list
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    if (!bindings?.length) throw new Error(`Expected named imports like "{ a, b }" for ${specifier}, got ${names}`)
    const aliased = bindings.map((binding) => {
      const local = `i${used.length}`
      used.push(local)
      const imported = binding.split(/\s+as\s+/)[0] as string
      return `${imported} as ${local}`
    })
    lines.push(`import { ${aliased.join(', ')} } from ${JSON.stringify(specifier)}`)
  }
  if (used.length === 0) throw new Error('A host entry needs at least one import')
  lines.push(`export default [${used.join(', ')}]`)
  return `${lines.join('\n')}\n`
}

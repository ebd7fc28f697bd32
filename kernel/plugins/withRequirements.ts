import type { BuiltinPlugin } from './createPluginHost.js'

/**
 * Built-in plugin ids with the built-in plugins they require, transitively (a login method brings the embedded
 * wallet).
 *
 * @example
 * withRequirements(['email'], builtins) // ['email', 'embedded-wallet']
 */
export function withRequirements(ids: readonly string[], builtins: Readonly<Record<string, BuiltinPlugin>>): string[] {
  const all = new Set<string>()
  const add = (id: string) => {
    if (all.has(id)) return
    all.add(id)
    for (const required of builtins[id]?.requires ?? []) add(required)
  }
  for (const id of ids) add(id)
  return [...all]
}

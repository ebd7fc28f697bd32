import type { ViewLoader } from './definePlugin.js'

/** Views by name: plugins register theirs. The modal subscribes, so a view that registers late shows at once. */
export interface ViewRegistry {
  get(name: string): ViewLoader | undefined
  has(name: string): boolean
  /** Adds a view; returns the function that removes it again. */
  register(name: string, loader: ViewLoader): () => void
  names(): string[]
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
}

export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, ViewLoader>()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    get: (name) => views.get(name),
    has: (name) => views.has(name),
    register(name, loader) {
      views.set(name, loader)
      changed()
      return () => {
        if (views.get(name) !== loader) return
        views.delete(name)
        changed()
      }
    },
    names: () => [...views.keys()],
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

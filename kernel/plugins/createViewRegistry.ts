import type { ViewLoader } from './definePlugin.js'

/** Views by name: the UI registers the core views, plugins register theirs. */
export interface ViewRegistry {
  get(name: string): ViewLoader | undefined
  has(name: string): boolean
  /** Adds a view; returns the function that removes it again. */
  register(name: string, loader: ViewLoader): () => void
  names(): string[]
}

export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, ViewLoader>()
  return {
    get: (name) => views.get(name),
    has: (name) => views.has(name),
    register(name, loader) {
      views.set(name, loader)
      return () => {
        if (views.get(name) === loader) views.delete(name)
      }
    },
    names: () => [...views.keys()],
  }
}

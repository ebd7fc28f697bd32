/** The part of the Web Storage API the kit uses; a memory store stands in where there is none. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that keeps values in memory, for servers, tests and browsers that refuse storage. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** `localStorage` when the browser allows it, memory otherwise. */
export function getDefaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      const probe = '@portico/probe'
      storage.setItem(probe, '1')
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // private mode or blocked storage
  }
  return createMemoryStorage()
}

/** Reads a JSON value; `fallback` when absent or unreadable. */
export function readJson<value>(storage: KeyValueStorage, key: string, fallback: value): value {
  try {
    const raw = storage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as value)
  } catch {
    return fallback
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // quota or blocked storage: the kit keeps working from memory
  }
}

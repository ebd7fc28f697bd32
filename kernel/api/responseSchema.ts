/**
 * What `createHttpClient` checks a JSON response with: anything with a zod-style `safeParse`, such as a zod
 * schema or a small reader wrapped by `responseSchema`.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/**
 * A `ResponseSchema` from a reader that returns what it read from `data`, or `undefined` when `data` does not
 * fit. The kernel's own API clients use these hand-written readers: they sit on the start-up path, where a schema
 * library's code would be loaded with them.
 *
 * @example
 * const read = (data: unknown) => (isRecord(data) && isStrings(data.origins) ? { origins: data.origins } : undefined)
 * const originsSchema = responseSchema(read, '{ origins: string[] }')
 */
export function responseSchema<T>(read: (data: unknown) => T | undefined, expected: string): ResponseSchema<T> {
  return {
    safeParse(data) {
      const value = read(data)
      return value === undefined
        ? { success: false, error: new TypeError(`Expected ${expected}`) }
        : { success: true, data: value }
    },
  }
}

/** Whether `value` is a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether `value` is an array of strings. */
export function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** `read` applied to every item of `value`; `undefined` when `value` is not an array or an item does not fit. */
export function readArray<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined
  const items: T[] = []
  for (const item of value) {
    const entry = read(item)
    if (entry === undefined) return undefined
    items.push(entry)
  }
  return items
}

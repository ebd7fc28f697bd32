// Small structural checks for the options object. They report like a schema library would (`path: expected X,
// received Y`) without shipping one: options are checked eagerly, inside the kernel's size budget, where a
// schema library's shared code would also be all the lazy API clients need of it.

/** A problem found at `path`; `fatal` problems (wrong type or value) stop the refinements of the value holding them. */
export interface Issue {
  path: PropertyKey[]
  message: string
  fatal?: boolean
}

/** Checks `value`, found at `path`, and adds what is wrong to `issues`. */
export type Check = (value: unknown, path: PropertyKey[], issues: Issue[]) => void

/**
 * A check that `value` is of a type: `expected <expected>, received <value>`.
 *
 * @example
 * const string = type('string', (value) => typeof value === 'string')
 */
export const type =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, path, issues) => {
    if (!test(value)) issues.push({ path, message: `expected ${expected}${received(value)}`, fatal: true })
  }

/** One of `values`: `expected one of "a", "b", received "c"`. */
export const oneOf = (values: readonly unknown[]): Check =>
  type(values.length > 1 ? `one of ${values.map(shown).join(', ')}` : values.map(shown).join(''), (value) =>
    values.includes(value),
  )

/**
 * A check of a condition on the whole value, with its own message; a plain received value is added to it.
 * With `base`, it runs only when `base` found nothing fatal.
 */
export const refine =
  (test: (value: never) => boolean, message: string, base?: Check, at: PropertyKey[] = []): Check =>
  (value, path, issues) => {
    const start = issues.length
    base?.(value, path, issues)
    if (issues.slice(start).some((issue) => issue.fatal)) return
    if (!test(value as never))
      issues.push({ path: [...path, ...at], message: message + (value instanceof Object ? '' : received(value)) })
  }

/** `undefined`, or a value that passes `check`. */
export const optional =
  (check: Check): Check =>
  (value, path, issues) => {
    if (value !== undefined) check(value, path, issues)
  }

/** An array whose every item passes `item`. */
export const array =
  (item: Check): Check =>
  (value, path, issues) => {
    if (!Array.isArray(value)) issues.push({ path, message: `expected array${received(value)}`, fatal: true })
    else value.forEach((entry, index) => item(entry, [...path, index], issues))
  }

/** A plain object whose listed keys pass their checks, in order; other keys are left alone. */
export const object =
  (shape: Record<string, Check>): Check =>
  (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      issues.push({ path, message: `expected object${received(value)}`, fatal: true })
    else for (const key in shape) shape[key]?.((value as Record<string, unknown>)[key], [...path, key], issues)
  }

/** `, received <value>`, for the end of a message. */
function received(value: unknown): string {
  return `, received ${shown(value)}`
}

/** A value as a message shows it: strings quoted, objects by their kind. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === null || Array.isArray(value)) return value === null ? 'null' : 'array'
  return typeof value === 'object' || typeof value === 'function' ? typeof value : String(value)
}

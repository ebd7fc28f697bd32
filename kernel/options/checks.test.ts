import { describe, expect, it } from 'vitest'
import { array, type Issue, object, oneOf, optional, refine, shown, type } from './checks.js'

const string = type('string', (value) => typeof value === 'string')
function issuesOf(check: (value: unknown, path: PropertyKey[], issues: Issue[]) => void, value: unknown) {
  const issues: Issue[] = []
  check(value, [], issues)
  return issues.map(({ path, message }) => `${path.join('.')}: ${message}`)
}

describe('checks', () => {
  it('reports a wrong type with what was received', () => {
    expect(issuesOf(string, 1)).toEqual([': expected string, received 1'])
    expect(issuesOf(string, 'a')).toEqual([])
  })

  it('lists one allowed value alone and several as "one of"', () => {
    expect(issuesOf(oneOf(['a']), 'b')).toEqual([': expected "a", received "b"'])
    expect(issuesOf(oneOf(['a', 'b']), 'c')).toEqual([': expected one of "a", "b", received "c"'])
  })

  it('checks the keys of an object in order, with their paths, and every item of an array', () => {
    const check = object({ a: string, list: array(string), inner: optional(object({ b: string })) })
    expect(issuesOf(check, { list: ['x', 2], a: 1, inner: { b: null } })).toEqual([
      'a: expected string, received 1',
      'list.1: expected string, received 2',
      'inner.b: expected string, received null',
    ])
    expect(issuesOf(check, [])).toEqual([': expected object, received array'])
  })

  it('runs a refinement only when its base found no wrong type', () => {
    const nonEmpty = refine((value: string) => value !== '', 'expected text', string)
    expect(issuesOf(nonEmpty, 3)).toEqual([': expected string, received 3'])
    expect(issuesOf(nonEmpty, '')).toEqual([': expected text, received ""'])
  })

  it('runs an object refinement after refinement issues inside it, at the path it names', () => {
    const inner = refine((value: number) => value > 0, 'expected a positive number')
    const odd = refine((value: { a: number }) => value.a % 2 !== 0, 'expected an odd a', object({ a: inner }), ['a'])
    expect(issuesOf(odd, { a: 3 })).toEqual([])
    expect(issuesOf(odd, { a: 2 })).toEqual(['a: expected an odd a'])
    expect(issuesOf(odd, { a: -2 })).toEqual(['a: expected a positive number, received -2', 'a: expected an odd a'])
  })

  it('shows values as the messages do', () => {
    expect([shown('a'), shown(null), shown([]), shown({}), shown(() => 1), shown(undefined), shown(NaN)]).toEqual([
      '"a"',
      'null',
      'array',
      'object',
      'function',
      'undefined',
      'NaN',
    ])
  })
})

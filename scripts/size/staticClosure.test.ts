import { describe, expect, it } from 'vitest'
import { dynamicTargets, staticClosure, type OutputGraph } from './staticClosure.js'

const statically = (path: string) => ({ path, kind: 'import-statement' })
const dynamically = (path: string) => ({ path, kind: 'dynamic-import' })

// host → a → shared; host ⇢ lazy (import()) → shared, b; b ⇢ later; host → react (external)
const outputs: OutputGraph = {
  'host.js': {
    entryPoint: 'host',
    imports: [statically('a.js'), dynamically('lazy.js'), { path: 'react', kind: 'import-statement', external: true }],
  },
  'a.js': { imports: [statically('shared.js')] },
  'shared.js': { imports: [] },
  'lazy.js': { entryPoint: 'dist/lazy.js', imports: [statically('shared.js'), statically('b.js')] },
  'b.js': { imports: [dynamically('later.js'), statically('shared.js')] },
  'later.js': { entryPoint: 'dist/later.js', imports: [] },
  'other.map': { imports: [] },
}

describe('staticClosure', () => {
  it('takes the entry and every file reached through static imports, transitively', () => {
    expect([...staticClosure(outputs, 'host.js')].sort()).toEqual(['a.js', 'host.js', 'shared.js'])
  })

  it('leaves out files behind import() and externals', () => {
    const closure = staticClosure(outputs, 'host.js')
    expect(closure.has('lazy.js')).toBe(false)
    expect(closure.has('react')).toBe(false)
  })

  it('follows a lazy chunk’s own static imports, not its dynamic ones', () => {
    expect([...staticClosure(outputs, 'lazy.js')].sort()).toEqual(['b.js', 'lazy.js', 'shared.js'])
  })

  it('visits a file imported twice once, and survives cycles', () => {
    const cyclic: OutputGraph = {
      'x.js': { imports: [statically('y.js'), statically('y.js')] },
      'y.js': { imports: [statically('x.js')] },
    }
    expect([...staticClosure(cyclic, 'x.js')].sort()).toEqual(['x.js', 'y.js'])
  })

  it('throws when an import names a file the build does not have', () => {
    expect(() => staticClosure({ 'x.js': { imports: [statically('gone.js')] } }, 'x.js')).toThrow(
      'The build has no output file gone.js',
    )
  })
})

describe('dynamicTargets', () => {
  it('lists every file loadable through import(), also behind other lazy files', () => {
    expect([...dynamicTargets(outputs, 'host.js')].sort()).toEqual(['later.js', 'lazy.js'])
  })

  it('is empty for a file that loads nothing lazily', () => {
    expect(dynamicTargets(outputs, 'a.js').size).toBe(0)
  })
})

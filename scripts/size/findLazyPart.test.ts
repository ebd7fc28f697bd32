import { describe, expect, it } from 'vitest'
import { findLazyPart, isSourceOf } from './findLazyPart.js'
import type { OutputGraph } from './staticClosure.js'

const outputs: OutputGraph = {
  'out/mountModal-X.js': { entryPoint: 'dist/lazy/mountModal-A.js', imports: [] },
  'out/plugin-send-Y.js': { entryPoint: 'dist/lazy/plugin-send-B.js', imports: [] },
  'out/chunk-Z.js': { imports: [] },
}
const sources: Record<string, string[]> = {
  'dist/lazy/mountModal-A.js': ['../../../ui/App.tsx', '../../../ui/mountModal.tsx'],
  'dist/lazy/plugin-send-B.js': ['../../../plugins/send/index.ts', '../../../plugins/send/validate.ts'],
}
const sourcesOf = (input: string) => sources[input] ?? []
const targets = Object.keys(outputs)

describe('findLazyPart', () => {
  it('finds the lazy chunk whose entry holds the module, whatever its hashed name', () => {
    expect(findLazyPart(outputs, targets, 'ui/mountModal', sourcesOf)).toBe('out/mountModal-X.js')
    expect(findLazyPart(outputs, targets, 'plugins/send/index', sourcesOf)).toBe('out/plugin-send-Y.js')
  })

  it('looks only among the files loaded through import()', () => {
    expect(() => findLazyPart(outputs, ['out/plugin-send-Y.js'], 'ui/mountModal', sourcesOf)).toThrow(
      'No chunk loaded through import() holds ui/mountModal',
    )
  })

  it('fails loudly when no chunk holds the module', () => {
    expect(() => findLazyPart(outputs, targets, 'plugins/swap/index', sourcesOf)).toThrow(
      'No chunk loaded through import() holds plugins/swap/index',
    )
  })

  it('fails loudly when several chunks hold it', () => {
    const twice: Record<string, string[]> = { ...sources, 'dist/lazy/plugin-send-B.js': ['../../../ui/mountModal.tsx'] }
    expect(() => findLazyPart(outputs, targets, 'ui/mountModal', (input) => twice[input] ?? [])).toThrow(
      'Several chunks loaded through import() hold ui/mountModal',
    )
  })
})

describe('isSourceOf', () => {
  it('matches the module path whatever the extension and the leading ../', () => {
    expect(isSourceOf('../../../ui/mountModal.tsx', 'ui/mountModal')).toBe(true)
    expect(isSourceOf('ui/mountModal.ts', 'ui/mountModal')).toBe(true)
    expect(isSourceOf('..\\ui\\mountModal.js', 'ui/mountModal')).toBe(true)
  })

  it('does not match another module with the same ending or a dependency’s file', () => {
    expect(isSourceOf('../../../ui/remountModal.tsx', 'ui/mountModal')).toBe(false)
    expect(isSourceOf('../ui/mountModal.test.ts', 'ui/mountModal')).toBe(false)
    expect(isSourceOf('../../node_modules/acme/plugins/send/index.js', 'plugins/send/index')).toBe(false)
    expect(isSourceOf('node_modules/acme/ui/mountModal.js', 'ui/mountModal')).toBe(false)
  })
})

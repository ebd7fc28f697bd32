import { describe, expect, it } from 'vitest'
import type { Plugin } from '../../kernel/plugins/definePlugin.js'
import * as entry from './index.js'

describe('plugins/receive entry', () => {
  it('exports the plugin with its one view, for every chain family', () => {
    expect(Object.keys(entry)).toEqual(['default'])
    expect(entry.default.id).toBe('receive')
    expect((entry.default as Plugin).namespaces).toBeUndefined()
    expect(Object.keys(entry.default.views ?? {})).toEqual(['WalletReceive'])
  })
})

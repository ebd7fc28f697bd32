import { describe, expect, it } from 'vitest'
import { BUILTIN_PLUGINS } from './builtinPlugins.js'

describe('the built-in plugin registry', () => {
  it('lists for each plugin exactly the views the plugin registers, so open({ view }) fetches the right one', async () => {
    for (const [id, builtin] of Object.entries(BUILTIN_PLUGINS)) {
      const plugin = (await builtin.load()).default
      expect(plugin.id, id).toBe(id)
      expect(Object.keys(plugin.views ?? {}).sort(), id).toEqual([...builtin.views].sort())
    }
  })
})

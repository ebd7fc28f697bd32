import { describe, expect, it } from 'vitest'
import type { Messages } from '../kernel/plugins/definePlugin.js'
import { LOCALES } from '../ui/i18n/locales.js'
import { expectSameMessages } from '../ui/i18n/testing/expectSameMessages.js'
import { BUILTIN_PLUGINS } from './builtinPlugins.js'

describe('the built-in plugin registry', () => {
  it('lists for each plugin exactly the views and Connect slots the plugin registers, so open({ view }) fetches the right one', async () => {
    for (const [id, builtin] of Object.entries(BUILTIN_PLUGINS)) {
      const plugin = (await builtin.load()).default
      expect(plugin.id, id).toBe(id)
      const slots = Object.keys(plugin.connectSlots ?? {}).map((method) => `Connect:${method}`)
      expect([...Object.keys(plugin.views ?? {}), ...slots].sort(), id).toEqual([...builtin.views].sort())
    }
  })

  it("ship their strings in every locale: every English key and plural form, none empty, with the same placeholders; none is the modal's", async () => {
    const { en: modal } = await import('../ui/i18n/en.js')
    for (const [id, builtin] of Object.entries(BUILTIN_PLUGINS)) {
      const { strings } = (await builtin.load()).default
      if (!strings) continue
      const en = typeof strings.en === 'function' ? (await strings.en()).default : strings.en
      for (const key of Object.keys(en)) expect(key in modal.messages, `${id}: ${key}`).toBe(false)
      expect(strings.load, id).toBeTypeOf('function')
      for (const locale of LOCALES.filter((code) => code !== 'en')) {
        const messages = (await (strings.load as (code: string) => Promise<{ default: Messages }>)(locale)).default
        expectSameMessages(`${locale}`, messages, en)
      }
    }
  })
})

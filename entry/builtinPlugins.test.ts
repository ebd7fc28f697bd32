import { describe, expect, it } from 'vitest'
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

  it("ship their strings: every locale has every English key, none empty, with the same placeholders; none is the modal's", async () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort()
    const { en: modal } = await import('../ui/i18n/en.js')
    for (const [id, builtin] of Object.entries(BUILTIN_PLUGINS)) {
      const { strings } = (await builtin.load()).default
      if (!strings) continue
      const load = async (source: (typeof strings)[string]) => (typeof source === 'function' ? (await source()).default : source)
      const en = await load(strings.en)
      for (const key of Object.keys(en)) expect(key in modal.messages, `${id}: ${key}`).toBe(false)
      for (const [locale, source] of Object.entries(strings)) {
        const messages = await load(source)
        expect(Object.keys(messages).sort(), `${id} ${locale}`).toEqual(Object.keys(en).sort())
        for (const [key, english] of Object.entries(en)) {
          const text = messages[key] ?? ''
          expect(text.trim(), `${id} ${locale} ${key}`).not.toBe('')
          expect(placeholders(text), `${id} ${locale} ${key}`).toEqual(placeholders(english))
        }
      }
    }
  })
})

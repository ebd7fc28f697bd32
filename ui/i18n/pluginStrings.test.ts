import { describe, expect, it, vi } from 'vitest'
import type { PluginStrings } from '../../kernel/plugins/definePlugin.js'
import { loadPluginMessages } from './pluginStrings.js'

describe("a plugin's strings", () => {
  it('loads a locale once through load(code), and its English for English without asking', async () => {
    const de = { 'acme.hello': 'Hallo' }
    const load = vi.fn(async (locale: string) => {
      if (locale === 'de') return { default: de }
      throw new Error(`no ${locale}`)
    })
    const strings: PluginStrings = { en: { 'acme.hello': 'Hello' }, load }
    expect(await loadPluginMessages(strings, 'de')).toBe(de)
    expect(await loadPluginMessages(strings, 'de')).toBe(de)
    expect(load).toHaveBeenCalledTimes(1)
    expect(await loadPluginMessages(strings, 'en')).toEqual({ 'acme.hello': 'Hello' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows its English for a locale it lacks, or without load at all', async () => {
    const strings: PluginStrings = { en: { 'acme.hello': 'Hello' }, load: () => Promise.reject(new Error('none')) }
    expect(await loadPluginMessages(strings, 'ja')).toEqual({ 'acme.hello': 'Hello' })
    expect(await loadPluginMessages({ en: { 'acme.hello': 'Hello' } }, 'fr')).toEqual({ 'acme.hello': 'Hello' })
  })
})

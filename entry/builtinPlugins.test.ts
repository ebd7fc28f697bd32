import { describe, expect, it } from 'vitest'
import { resolveFeatures } from '../kernel/features/resolveFeatures.js'
import type { ResolvedFeatures } from '../kernel/features/types.js'
import type { AppKitOptions } from '../kernel/options/types.js'
import type { Messages } from '../kernel/plugins/definePlugin.js'
import { LOCALES } from '../ui/i18n/locales.js'
import { expectSameMessages } from '../ui/i18n/testing/expectSameMessages.js'
import { BUILTIN_PLUGINS } from './builtinPlugins.js'

describe('the built-in plugin registry', () => {
  it('lists for each plugin exactly the views the plugin registers, so open({ view }) fetches the right one', async () => {
    for (const [id, builtin] of Object.entries(BUILTIN_PLUGINS)) {
      const plugin = (await builtin.load()).default
      expect(plugin.id, id).toBe(id)
      expect(Object.keys(plugin.views ?? {}).sort(), id).toEqual([...builtin.views].sort())
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
    // Transforms and loads every plugin's 24 catalogues (about 300 modules) on first import.
  }, 30_000)
})

describe('which built-in plugins the features and options turn on', () => {
  const on = (features: ResolvedFeatures, options: Partial<AppKitOptions> = {}) =>
    Object.keys(BUILTIN_PLUGINS)
      .filter((id) => BUILTIN_PLUGINS[id]?.enabled?.(features, options as AppKitOptions))
      .sort()
  const defaults = resolveFeatures({ options: undefined, basic: false }).features

  it('the default features: every feature plugin; the embedded wallet only as a requirement, sign-in only with its option', () => {
    expect(on(defaults)).toEqual(['activity', 'analytics', 'email', 'farcaster', 'names', 'onramp', 'receive', 'send', 'socials', 'swaps', 'walletconnect'])
    // Farcaster's sign-in only where the socials name it.
    expect(on({ ...defaults, socials: ['google', 'github'] })).not.toContain('farcaster')
    expect(on(defaults, { siwx: { required: true } as never })).toContain('siwx')
    expect(on(defaults, { siweConfig: {} as never })).toContain('siwx')
  })

  it('nothing remote-controlled in basic mode (SPEC §6)', () => {
    expect(on(resolveFeatures({ options: undefined, basic: true }).features)).toEqual(['analytics', 'receive', 'send', 'walletconnect'])
  })

  it('no plugin for a feature turned off, nor for an empty provider list', () => {
    const off = resolveFeatures({
      options: { email: false, socials: false, swaps: false, onramp: false, activity: false, send: false, receive: false, walletConnect: false, analytics: false },
      basic: false,
    }).features
    expect(on(off)).toEqual([])
    expect(on({ ...defaults, swaps: [], onramp: [] })).not.toContain('swaps')
  })
})

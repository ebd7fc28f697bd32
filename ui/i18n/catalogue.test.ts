import { describe, expect, it, vi } from 'vitest'
import { buttonStrings, loadButtonStrings } from './buttons.js'
import { en, specId } from './en.js'
import { isRightToLeft, LOCALES, resolveLocale } from './locales.js'
import { expectSameMessages } from './testing/expectSameMessages.js'
import { interpolate, loadCatalogue, loadedCatalogue, pickMessage, translate, translateSpec } from './translate.js'

describe('catalogues', () => {
  it.each(LOCALES.filter((code) => code !== 'en'))('%s has every message of en, its plural forms and placeholders', async (code) => {
    const catalogue = await loadCatalogue(code)
    expect(catalogue, code).not.toBe(en)
    expectSameMessages(code, catalogue.messages, en.messages)
  })
  it.each(LOCALES.filter((code) => code !== 'en'))('%s translates every SPEC message the kernel shows', async (code) => {
    const catalogue = await loadCatalogue(code)
    expect(Object.keys(catalogue.spec).sort()).toEqual(Object.keys(en.spec).sort())
    for (const text of Object.values(catalogue.spec)) expect(text.trim(), code).not.toBe('')
  })
  it('English spec entries are the SPEC wording itself, each with its own id', () => {
    for (const text of Object.values(en.spec)) expect(en.spec[specId(text) as keyof typeof en.spec]).toBe(text)
    expect(new Set(Object.keys(en.spec)).size).toBe(Object.values(en.spec).length)
  })
  it.each(LOCALES.filter((code) => code !== 'en'))('the button strings of %s have every key', async (code) => {
    const { locale, strings } = await loadButtonStrings(code)
    expect(locale).toBe(code)
    expect(strings).not.toBe(buttonStrings)
    expect(Object.keys(strings).sort()).toEqual(Object.keys(buttonStrings).sort())
    for (const text of Object.values(strings)) expect(text.trim()).not.toBe('')
  })
  it('button strings of an English or unknown locale are English, without a chunk of their own', async () => {
    expect(await loadButtonStrings('en-GB')).toEqual({ locale: 'en', strings: buttonStrings })
    expect(await loadButtonStrings('xx')).toEqual({ locale: 'en', strings: buttonStrings })
  })
})

describe('resolveLocale', () => {
  it('matches a requested locale to the best one Portico speaks', () => {
    expect(resolveLocale('de-AT', [])).toBe('de')
    expect(resolveLocale('fr-CA', [])).toBe('fr')
    expect(resolveLocale('pt-PT', [])).toBe('pt-BR')
    expect(resolveLocale('pt', [])).toBe('pt-BR')
    expect(resolveLocale('zh-HK', [])).toBe('zh-TW')
    expect(resolveLocale('zh-Hant', [])).toBe('zh-TW')
    expect(resolveLocale('zh', [])).toBe('zh-CN')
    expect(resolveLocale('zh-SG', [])).toBe('zh-CN')
    expect(resolveLocale('tl', [])).toBe('fil')
    expect(resolveLocale('iw', [])).toBe('he')
    expect(resolveLocale('de_DE', [])).toBe('de')
  })
  it("with 'auto' or none reads the visitor's languages in order, English when none matches", () => {
    expect(resolveLocale('auto', ['fr-CA', 'en-US'])).toBe('fr')
    expect(resolveLocale(undefined, ['sw', 'nb-NO', 'ja-JP'])).toBe('ja')
    expect(resolveLocale('auto', ['sw'])).toBe('en')
    expect(resolveLocale('auto', [])).toBe('en')
    expect(resolveLocale('xx', ['de'])).toBe('en')
    expect(resolveLocale('not a locale!', [])).toBe('en')
  })
  it('asks for the likely subtags (costly locale data) only for Chinese without a script and an undetermined language', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    expect(resolveLocale('auto', ['en-US', 'en'])).toBe('en')
    expect(resolveLocale('de-AT', [])).toBe('de')
    expect(resolveLocale('zh-Hant-HK', [])).toBe('zh-TW')
    expect(maximize).not.toHaveBeenCalled()
    expect(resolveLocale('zh-MO', [])).toBe('zh-TW')
    expect(resolveLocale('und-TW', [])).toBe('zh-TW')
    expect(maximize).toHaveBeenCalledTimes(2)
    maximize.mockRestore()
  })
  it('knows which locales are written right to left', () => {
    expect(LOCALES.filter(isRightToLeft)).toEqual(['ar', 'fa', 'he'])
  })
})

describe('translate', () => {
  it('fills placeholders and leaves unknown ones', async () => {
    const de = await loadCatalogue('de')
    expect(interpolate('Continue in {wallet}', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(translate('de', de, 'connecting.continueIn', { wallet: 'Rabby' })).toBe('Weiter in Rabby')
  })
  it('picks the plural form Intl.PluralRules gives, with the count in the locale’s digits', async () => {
    const [ar, ru, ja] = await Promise.all([loadCatalogue('ar'), loadCatalogue('ru'), loadCatalogue('ja')])
    expect(translate('en', en, 'wallets.count', { count: 1 })).toBe('1 wallet')
    expect(translate('en', en, 'wallets.count', { count: 1200 })).toBe('1,200 wallets')
    expect(['1', '3', '5', '21'].map((n) => translate('ru', ru, 'wallets.count', { count: Number(n) }))).toEqual([
      '1 кошелёк',
      '3 кошелька',
      '5 кошельков',
      '21 кошелёк',
    ])
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => translate('ar', ar, 'wallets.count', { count }))
    expect(new Set(arabic).size).toBe(6)
    expect(arabic[3]).toContain(new Intl.NumberFormat('ar').format(3))
    expect(translate('ja', ja, 'wallets.count', { count: 1 })).toBe(translate('ja', ja, 'wallets.count', { count: 2 }).replace('2', '1'))
  })
  it('shows English forms, in English digits, for a plural message a locale lacks', () => {
    expect(pickMessage('ru', {}, { 'x.one': '{count} thing', 'x.other': '{count} things' }, 'x', { count: 1 })).toBe('1 thing')
    expect(pickMessage('ru', {}, {}, 'missing')).toBeUndefined()
  })
  it("translates the kernel's SPEC wording and falls back to the text", async () => {
    const de = await loadCatalogue('de')
    expect(translateSpec(en, 'Token Balance Unavailable')).toBe('Token Balance Unavailable')
    expect(translateSpec(de, 'Token Balance Unavailable')).toBe('Token-Guthaben nicht verfügbar')
    expect(translateSpec(de, 'Action not allowed')).toBe('Aktion nicht erlaubt')
    expect(translateSpec(de, 'Something new')).toBe('Something new')
  })
  it('loads a locale once, on demand', async () => {
    expect(loadedCatalogue('en')).toBe(en)
    const de = await loadCatalogue('de')
    expect(loadedCatalogue('de')).toBe(de)
    expect(await loadCatalogue('de')).toBe(de)
  })
})

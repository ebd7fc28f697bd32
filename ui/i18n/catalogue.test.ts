import { describe, expect, it } from 'vitest'
import { buttonLocales, buttonStrings } from './buttons.js'
import { en } from './en.js'
import de from './locales/de.js'
import { catalogueCode, interpolate, loadCatalogue, loadedCatalogue, translate, translateSpec } from './translate.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort()

describe('catalogues', () => {
  it('de has every key of en, none empty, with the same placeholders', () => {
    expect(Object.keys(de.messages).sort()).toEqual(Object.keys(en.messages).sort())
    for (const [key, text] of Object.entries(en.messages)) {
      const german = (de.messages as Record<string, string>)[key] as string
      expect(german.trim(), key).not.toBe('')
      expect(placeholders(german), key).toEqual(placeholders(text))
    }
  })
  it('de translates every SPEC message the kernel shows', () => {
    expect(Object.keys(de.spec).sort()).toEqual(Object.keys(en.spec).sort())
    for (const [text, english] of Object.entries(en.spec)) expect(english).toBe(text)
    for (const text of Object.values(de.spec)) expect(text.trim()).not.toBe('')
  })
  it('the button strings of every locale have every key', async () => {
    for (const load of Object.values(buttonLocales)) {
      const strings = (await load()).default
      expect(Object.keys(strings).sort()).toEqual(Object.keys(buttonStrings).sort())
      for (const text of Object.values(strings)) expect(text.trim()).not.toBe('')
    }
  })
})

describe('translate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Continue in {wallet}', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(translate(de, 'connecting.continueIn', { wallet: 'Rabby' })).toBe('Weiter in Rabby')
  })
  it("translates the kernel's SPEC wording and falls back to the text", () => {
    expect(translateSpec(en, 'Token Balance Unavailable')).toBe('Token Balance Unavailable')
    expect(translateSpec(de, 'Token Balance Unavailable')).toBe('Token-Guthaben nicht verfügbar')
    expect(translateSpec(de, 'Action not allowed')).toBe('Aktion nicht erlaubt')
    expect(translateSpec(de, 'Something new')).toBe('Something new')
  })
  it('loads de on demand and reads unknown locales as English', async () => {
    expect(catalogueCode('de-AT')).toBe('de')
    expect(catalogueCode('fr')).toBe('en')
    expect(catalogueCode(undefined)).toBe('en')
    expect(await loadCatalogue('de')).toBe(de)
    expect(loadedCatalogue('de_DE')).toBe(de)
    expect(await loadCatalogue('fr')).toBe(en)
  })
})

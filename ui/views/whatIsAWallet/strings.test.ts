import { describe, expect, it } from 'vitest'
import { en as modal } from '../../i18n/en.js'
import { LOCALES } from '../../i18n/locales.js'
import { expectSameMessages } from '../../i18n/testing/expectSameMessages.js'
import loadLocale from './locales.js'
import en from './strings/en.js'

describe('the "What is a wallet?" view\'s own strings', () => {
  it("come in every locale: every English key, none empty, with the same placeholders; none is the modal's", async () => {
    for (const key of Object.keys(en)) expect(key in modal.messages, key).toBe(false)
    for (const locale of LOCALES.filter((code) => code !== 'en')) expectSameMessages(locale, (await loadLocale(locale)).default, en)
  })
})

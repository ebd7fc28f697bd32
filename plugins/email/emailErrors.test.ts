import { describe, expect, it } from 'vitest'
import { pickMessage } from '../../ui/i18n/translate.js'
import { EmailLoginCooldownError, errorText } from './emailErrors.js'
import en from './strings/en.js'

/** The views' `t` in `locale`, over the plugin's real catalogues. */
async function translator(locale: string) {
  const messages = locale === 'en' ? en : ((await import(`./strings/${locale}.ts`)) as { default: Record<string, string> }).default
  return (key: string, values?: Readonly<Record<string, string | number>>) => pickMessage(locale, messages, en, key, values) ?? key
}

describe('errorText', () => {
  it("keeps SPEC §8's English for the cooldown, whatever the count, and its message for the host", async () => {
    const t = await translator('en')
    expect(new EmailLoginCooldownError(1).message).toBe('Please try again after 1 seconds')
    expect([1, 17].map((n) => errorText(new EmailLoginCooldownError(n), t))).toEqual(['Please try again after 1 seconds', 'Please try again after 17 seconds'])
  })

  it("says the cooldown in the locale's plural forms: Russian three, Arabic six", async () => {
    const ru = await translator('ru')
    expect([1, 3, 5, 21].map((n) => errorText(new EmailLoginCooldownError(n), ru))).toEqual([
      'Повторите попытку через 1 секунду',
      'Повторите попытку через 3 секунды',
      'Повторите попытку через 5 секунд',
      'Повторите попытку через 21 секунду',
    ])
    const ar = await translator('ar')
    expect([1, 2, 3, 11].map((n) => errorText(new EmailLoginCooldownError(n), ar))).toEqual([
      'يُرجى المحاولة مجددًا بعد ثانية واحدة',
      'يُرجى المحاولة مجددًا بعد ثانيتين',
      `يُرجى المحاولة مجددًا بعد ${new Intl.NumberFormat('ar').format(3)} ثوانٍ`,
      `يُرجى المحاولة مجددًا بعد ${new Intl.NumberFormat('ar').format(11)} ثانية`,
    ])
  })

  it('words a known auth-server message in the locale, and shows any other as it came', async () => {
    const de = await translator('de')
    expect(errorText(new Error('Invalid code'), de)).toBe('Ungültiger Code')
    expect(errorText(new Error('The code has expired'), de)).toBe('Der Code ist abgelaufen')
    expect(errorText(new Error('Something else'), de)).toBe('Something else')
    expect(errorText('toString', de)).toBe('toString')
  })
})

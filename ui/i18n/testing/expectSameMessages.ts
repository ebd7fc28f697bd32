import { expect } from 'vitest'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort()

const PLURAL = /^(.+)\.(zero|one|two|few|many|other)$/u

/**
 * Checks a locale's messages against English: every plain key, none empty, with English's placeholders, none
 * else; each plural message in exactly the plural categories of the locale (`Intl.PluralRules`), each form
 * with no placeholder English lacks.
 */
export function expectSameMessages(locale: string, messages: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>): void {
  const stems = new Set(Object.keys(english).flatMap((key) => (key.endsWith('.other') ? [key.slice(0, -'.other'.length)] : [])))
  const isForm = (key: string) => stems.has(PLURAL.exec(key)?.[1] ?? '')
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  const expected = [
    ...Object.keys(english).filter((key) => !isForm(key)),
    ...[...stems].flatMap((stem) => categories.map((category) => `${stem}.${category}`)),
  ].sort()
  expect(Object.keys(messages).sort(), locale).toEqual(expected)
  for (const key of expected) {
    const text = messages[key] ?? ''
    const source = english[key] ?? english[`${PLURAL.exec(key)?.[1]}.other`] ?? ''
    expect(text.trim(), `${locale} ${key}`).not.toBe('')
    // A plural form may leave its count out ('محفظة واحدة', one wallet); other placeholders stay.
    if (isForm(key)) expect(placeholders(source), `${locale} ${key}`).toEqual(expect.arrayContaining(placeholders(text)))
    else expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(source))
  }
}

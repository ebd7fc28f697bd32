// Type tests, checked by `npm run typecheck`: a plugin's strings type its views' `t`.
import { describe, expectTypeOf, it } from 'vitest'
import type { Translate, TranslationKey } from '../index.js'

declare module 'portico/ui' {
  interface PluginMessages {
    'typetest.hello': string
  }
}

describe('useTranslate', () => {
  it("takes a plugin's declared keys and the modal's own, and refuses others", () => {
    const t = {} as Translate['t']
    expectTypeOf(t('typetest.hello')).toEqualTypeOf<string>()
    expectTypeOf(t('modal.close')).toEqualTypeOf<string>()
    // A built-in plugin's keys are declared by its strings/en.ts.
    expectTypeOf(t('send.amount', { balance: 1 })).toEqualTypeOf<string>()
    // @ts-expect-error no plugin declared this key
    t('typetest.goodbye')
    expectTypeOf<'typetest.hello'>().toExtend<TranslationKey>()
  })
})

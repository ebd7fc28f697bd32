import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { noSilentCatch } from './noSilentCatch.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

new RuleTester().run('no-silent-catch', noSilentCatch, {
  valid: [
    'load().catch((error) => report(error))',
    'load().catch(report)',
    'load().then(show, (error) => report(error))',
    'load().catch(() => ((failed = true), []))',
    'load().finally(() => {})',
    'load().catch(() => {\n  // A prefetch: the view loads it again.\n})',
    'load().catch(() => undefined) // the fallback below answers',
    'load().then(\n  show,\n  () => {}, // English stays\n)',
    '// A prefetch: the view loads it again.\nload().catch(() => {})',
    'const x = await load()\n  // The fallback below answers.\n  .catch(() => undefined)',
    '// Best effort: the socket is going anyway.\nawait Promise.all([\n  a(),\n  b().catch(() => {}),\n])',
  ],
  invalid: [
    { code: 'load().catch(() => {})', errors: [{ messageId: 'silent' }] },
    { code: 'load().catch((_error) => {})', errors: [{ messageId: 'silent' }] },
    { code: 'load().catch(function () {})', errors: [{ messageId: 'silent' }] },
    { code: 'const x = await load().catch(() => undefined)', errors: [{ messageId: 'silent' }] },
    { code: 'load().catch(() => void 0)', errors: [{ messageId: 'silent' }] },
    { code: 'load().catch(() => null)', errors: [{ messageId: 'silent' }] },
    { code: 'load().catch(() => [])', errors: [{ messageId: 'silent' }] },
    { code: 'load().then(show, () => {})', errors: [{ messageId: 'silent' }] },
    { code: '// Loads it.\nconst a = 1\nload().catch(() => {})', errors: [{ messageId: 'silent' }] },
  ],
})

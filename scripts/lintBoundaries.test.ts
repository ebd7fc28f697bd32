import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The rules that fire on `code` as if it were the file at `path`. */
async function rulesFiring(path: string, code: string): Promise<string[]> {
  // The probes are no files on disk, so no tsconfig project holds them: they are linted without type information
  // (the boundaries are syntax), and without the rules that need it.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
    },
  })
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` })
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`)
}

describe('import boundaries (eslint.config.js)', () => {
  it('a plugin imports no kernel, UI, chain or other plugin internals', { timeout: 60_000 }, async () => {
    const code = [
      "export { parseErrorMessage } from '../../kernel/errors/parseErrorMessage.js'",
      "export { Spinner } from '../../ui/components/Spinner.js'",
      "export { isEvmAddress } from '../../chains/eip155/isEvmAddress.js'",
      "export { default as activity } from '../activity/index.js'",
      '',
    ].join('\n')
    const fired = await rulesFiring('plugins/send/boundaryProbe.ts', code)
    expect(fired.filter((rule) => rule.startsWith('no-restricted-imports'))).toHaveLength(4)
  })

  it("a plugin may import 'portico', 'portico/ui' and its own files", { timeout: 60_000 }, async () => {
    const code = ["export { definePlugin } from 'portico'", "export { Spinner } from 'portico/ui'", "export { issueText } from './views/issueText.js'", ''].join('\n')
    expect(await rulesFiring('plugins/send/boundaryProbe.ts', code)).toEqual([])
  })

  it('the kernel imports no UI, plugin or chain package', { timeout: 60_000 }, async () => {
    const code = ["export { Spinner } from '../ui/components/Spinner.js'", "export { default } from '../plugins/send/index.js'", ''].join('\n')
    const fired = await rulesFiring('kernel/boundaryProbe.ts', code)
    expect(fired.filter((rule) => rule.startsWith('no-restricted-imports'))).toHaveLength(2)
  })
})

import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { noSilentCatch } from './scripts/eslint/noSilentCatch.js'

/** The built-in plugins (every folder of plugins/), each held to the plugin boundaries. */
const BUILTIN_PLUGINS = readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const frameworkFree = 'The kernel is framework-free: use valtio/vanilla, never React.'
const plainDom = 'The web components are plain DOM, for pages without React: use valtio/vanilla, never React.'

export default tseslint.config(
  { ignores: ['dist/', 'examples/*/dist/', 'examples/*/dist-server/', 'node_modules/', 'devnet/heavy/node_modules/', '.tmp/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['*.{js,mjs}', 'scripts/**', '.ci/**', 'devnet/**', 'bench/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...BUILTIN_PLUGINS.map((name) => ({
    // DESIGN.md: a plugin knows no chain family (it asks its context's chain()) and no other plugin.
    files: [`plugins/${name}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/chains/**'], message: 'A plugin asks its context for chain capabilities (context.chain()); it imports no chain package.' },
            {
              group: ['**/kernel/**', '**/ui/**', '**/react/**', '**/entry/**', '**/test/**'],
              message: "A plugin is built on the public entries only, as a third party's is: import from 'portico' and 'portico/ui'.",
            },
            {
              group: BUILTIN_PLUGINS.filter((other) => other !== name).flatMap((other) => [
                `**/plugins/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
              ]),
              message: 'A plugin imports no other plugin: shared code goes into the kernel or portico/ui.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The web components are plain DOM, and portico/vanilla is for pages without React.
    files: ['web-components/**/*.ts', 'vanilla/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'valtio/react'].map((name) => ({ name, message: plainDom })),
          patterns: [{ group: ['react/*', 'react-dom/*', '**/react/*'], message: plainDom }],
        },
      ],
    },
  },
  {
    // DESIGN.md: nothing below kernel/ imports React.
    files: ['kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'valtio', 'valtio/react'].map((name) => ({ name, message: frameworkFree })),
          patterns: [
            { group: ['react/*', 'react-dom/*'], message: frameworkFree },
            {
              group: ['**/ui/*', '**/react/*', '**/plugins/*/**', '**/chains/*/**', '**/entry/*'],
              message: 'The kernel imports no UI, binding, plugin or chain package: the `portico` entry (entry/) composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: each file is typed by the tsconfig project that holds it (tsconfig.json's references).
    files: ['**/*.{ts,tsx}'],
    ignores: ['types/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise is awaited, returned or handled; `void` marks fire-and-forget whose rejection is handled inside.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Product code drops no error without a word: it handles it (the error reporter, SPEC.md §8) or says why not.
    // Empty `catch {}` blocks are no-empty's (recommended); a comment inside satisfies both rules.
    files: ['{entry,kernel,react,ui,plugins,chains,networks,web-components}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**', 'chains/eip155/test/**'],
    plugins: { portico: { rules: { 'no-silent-catch': noSilentCatch } } },
    rules: { 'portico/no-silent-catch': 'error' },
  },
)

import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

const frameworkFree = 'The kernel is framework-free: use valtio/vanilla, never React.'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'coverage/'] },
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
)

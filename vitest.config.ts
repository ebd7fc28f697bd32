import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{entry,kernel,react,ui,plugins,chains,networks,devnet,test,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/localFetchOnly.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
  },
})

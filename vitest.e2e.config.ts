import { defineConfig } from 'vitest/config'

// Browser tests: Debian's Chromium driven by playwright-core, against the demo on a local devnet.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: '.tmp/e2e-report.json' }]],
  },
})

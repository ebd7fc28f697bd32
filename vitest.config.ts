import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Built-in plugins import the package's entries by name, as a third party's plugin does.
  resolve: {
    alias: [
      { find: /^portico$/u, replacement: fileURLToPath(new URL('./entry/index.ts', import.meta.url)) },
      { find: /^portico\/ui$/u, replacement: fileURLToPath(new URL('./ui/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['{entry,adapters,kernel,react,ui,plugins,chains,networks,devnet,demo,test,scripts,secure-site,web-components,vanilla}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/localFetchOnly.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
  },
})

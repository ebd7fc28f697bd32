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
    // Vitest's default on a 2-core machine is one worker. Many files wait on servers they start (the devnet's APIs,
    // anvil, the relay), so three beat it there: 181 s with the default, 111 s with two, 89 s with three, 87 s with
    // four (1395 tests in 187 files, `npx vitest run`).
    maxWorkers: 3,
    // A hook here may start processes (a devnet: anvil twice, the relay, the APIs; 3.3 to 4.7 s idle on 2 cores, with
    // 8 wallets): beside two other files doing the same it took over Vitest's default 10 s (devnet/indexer.test.ts,
    // devnet/relay/devnetRelay.test.ts in fresh-clone runs). What runs in the process stays quick.
    hookTimeout: 60_000,
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
  },
})

import { defineConfig } from 'vitest/config'

// The wallet's own browser tests need no devnet (they start their anvil nodes), so they also run alone:
// `npx vitest run --config e2e/wallets/vitest.config.ts`. The full suite runs them with vitest.e2e.config.ts.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/wallets/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

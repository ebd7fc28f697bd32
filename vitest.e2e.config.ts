import { defineConfig } from 'vitest/config'

/**
 * Browser test files that change what every other file meets: the devnet's fault switches (`setFaults`), its
 * project config (`/__devnet/project`, `/__devnet/reset`), the auth server's settings (`/__devnet/auth`), the
 * recovery service (`setRecoveryRunning`), the relay's sockets (`/__devnet/relay/drop`), or that read the shared
 * analytics sink while switching analytics. They run one at a time, after the parallel files are done. A new file
 * that does any of this joins this list; any other file runs in parallel (README, "Browser tests").
 */
const SERIAL_E2E_FILES = [
  'e2e/analytics.e2e.ts',
  'e2e/email.e2e.ts',
  'e2e/embeddedDevices.e2e.ts',
  'e2e/errorReports.e2e.ts',
  'e2e/failures.e2e.ts',
  'e2e/hostileData.e2e.ts',
  'e2e/names.e2e.ts',
  'e2e/onramp.e2e.ts',
  'e2e/remoteConfig.e2e.ts',
  'e2e/serverMessages.e2e.ts',
  'e2e/socials.e2e.ts',
  'e2e/swaps.e2e.ts',
  'e2e/walletConnect.e2e.ts',
]

/**
 * Files of the parallel group at once, each with its own Chromium. Measured on a 2-core machine (README "Browser
 * tests"): 3 beat 2, as many tests wait on the network, timers and the chains rather than the CPU.
 * `E2E_WORKERS` overrides it.
 */
const PARALLEL_WORKERS = Number(process.env['E2E_WORKERS'] ?? 3)

const shared = {
  environment: 'node',
  // A worker runs its files in one module graph: they share e2e/fixtures.ts, and with it one Chromium and its kept
  // browser contexts (`useBrowser`), instead of importing Playwright, viem and the fixtures and launching a browser
  // for each file. A file's own state stays in its own module; what it opened outside the kept contexts closes
  // after it.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // `expect.poll` reads the page through Playwright, one round trip per read. Vitest's default budget of 1 s, made
  // for unit tests, is less than a single round trip can take on a 2-core machine running three Chromiums, the
  // devnet and the test workers at once; 5 s is Playwright's own for its assertions. A state that never comes still
  // fails, and the test still waits only as long as the page takes.
  expect: { poll: { timeout: 5_000 } },
} as const

// Browser tests: Debian's Chromium driven by playwright-core, against the demo on a local devnet (one devnet and
// one demo server for both groups, started by the global setup).
export default defineConfig({
  test: {
    globalSetup: ['e2e/globalSetup.ts'],
    reporters: ['default', ['json', { outputFile: '.tmp/e2e-report.json' }]],
    projects: [
      {
        test: {
          ...shared,
          name: 'parallel',
          include: ['e2e/**/*.e2e.ts'],
          exclude: SERIAL_E2E_FILES,
          maxWorkers: PARALLEL_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'serial',
          include: SERIAL_E2E_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})

import { chromium, type Browser } from 'playwright-core'

/** Chromium's flags here: headless, no sandbox (root), and every background service off (the machine has no internet). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
] as const

const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

let disabledFeatures: Promise<string | undefined> | undefined

/**
 * Playwright's own `--disable-features=…` flag. It turns ThirdPartyStoragePartitioning off, and with it a
 * cross-site frame (the embedded wallet's secure site) gets no storage at all (INFRA.md): read once per process
 * (a Chromium started and closed), so `launchBrowser` can pass it back without that feature, which is what Chrome
 * does by default. The browser suite reads it once in its global setup and hands it to every file.
 */
export function playwrightDisabledFeatures(): Promise<string | undefined> {
  return (disabledFeatures ??= chromium
    .launchServer({ executablePath: executablePath(), args: ['--no-sandbox', '--headless'] })
    .then(async (server) => {
      const flag = server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='))
      await server.close()
      return flag
    }))
}

/**
 * Debian's Chromium, headless, with `CHROMIUM_ARGS`, partitioned third-party storage (as in Chrome) and any
 * extra flags. `disabledFeatures`: Playwright's flag when already read (`playwrightDisabledFeatures`), `null` when
 * it has none. `alsoDisable`: more Chromium features to turn off (one `--disable-features` flag holds them all:
 * Chromium reads the last one only).
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  disabledFeatures?: string | null,
  alsoDisable: readonly string[] = [],
): Promise<Browser> {
  const disabled = disabledFeatures === undefined ? await playwrightDisabledFeatures() : (disabledFeatures ?? undefined)
  const features = [
    ...(disabled?.replace(/^--disable-features=/, '').split(',') ?? []).filter((f) => f && f !== 'ThirdPartyStoragePartitioning'),
    ...alsoDisable,
  ]
  return chromium.launch({
    executablePath: executablePath(),
    headless: true,
    ...(disabled ? { ignoreDefaultArgs: [disabled] } : {}),
    args: [...CHROMIUM_ARGS, ...(features.length ? [`--disable-features=${features.join(',')}`] : []), ...extraArgs],
  })
}

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

/**
 * Chromium's own pages that a new window of headless Chromium may load at any moment, in a renderer of their own: the
 * address bar's suggestion popups (WebUI pages of some 130 scripts; Chromium 156 preloads the AI-mode one,
 * `omnibox_popup_aim.html`, in every new window unless `WebUIOmniboxAimPopup` is off) and the preloading of such
 * pages. Each context is a new window here, and a popup loading in the middle of a test's page load takes a core
 * from it. Measured on bench/run.ts's pages, `?open=now` medians: all but the AI-mode one off, AppKit 698 → 592 ms
 * and Portico 242 → 226 ms (10 alternating runs); that one off too, AppKit 517 → 477 ms and Portico 202 → 161 ms
 * (11 rounds each).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI']

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
 * Debian's Chromium, headless, with `CHROMIUM_ARGS`, partitioned third-party storage (as in Chrome), without its own
 * UI pages (`BROWSER_UI_FEATURES`) and with any extra flags. `disabledFeatures`: Playwright's flag when already read
 * (`playwrightDisabledFeatures`), `null` when it has none; one `--disable-features` flag holds it and ours (Chromium
 * reads the last one only).
 */
export async function launchBrowser(extraArgs: readonly string[] = [], disabledFeatures?: string | null): Promise<Browser> {
  const disabled = disabledFeatures === undefined ? await playwrightDisabledFeatures() : (disabledFeatures ?? undefined)
  const features = [
    ...(disabled?.replace(/^--disable-features=/, '').split(',') ?? []).filter((f) => f && f !== 'ThirdPartyStoragePartitioning'),
    ...BROWSER_UI_FEATURES,
  ]
  return chromium.launch({
    executablePath: executablePath(),
    headless: true,
    ...(disabled ? { ignoreDefaultArgs: [disabled] } : {}),
    args: [...CHROMIUM_ARGS, `--disable-features=${features.join(',')}`, ...extraArgs],
  })
}

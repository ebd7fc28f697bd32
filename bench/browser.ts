import { chromium, type Browser } from 'playwright-core'

/**
 * e2e/browser.ts's Chromium and flags, plus one: every host name other than 127.0.0.1 resolves to nothing, so even a
 * request the bench's route handler could not see (a preconnect, a DNS prefetch) cannot leave the machine.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  })
}

import type { Browser } from 'playwright-core'
import { launchBrowser as launchChromium } from '../e2e/browser.js'

/**
 * e2e/browser.ts's Chromium, plus one flag: every host name other than 127.0.0.1 resolves to nothing, so even a
 * request the bench's route handler could not see (a preconnect, a DNS prefetch) cannot leave the machine.
 */
export function launchBrowser(): Promise<Browser> {
  return launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'])
}

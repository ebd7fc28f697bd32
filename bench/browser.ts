import type { Browser } from 'playwright-core'
import { launchBrowser as launchChromium } from '../e2e/browser.js'
import type { OfflineHosts } from './offline.js'

/**
 * e2e/browser.ts's Chromium, with every host name other than 127.0.0.1 sent to the bench's offline hosts
 * (`startOfflineHosts`), or, without them, resolved to nothing: even a request nothing answers (a preconnect, a DNS
 * prefetch) cannot leave the machine.
 */
export function launchBrowser(offline?: OfflineHosts): Promise<Browser> {
  return launchChromium(offline?.chromiumArgs ?? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'])
}

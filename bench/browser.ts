import type { Browser } from 'playwright-core'
import { launchBrowser as launchChromium } from '../e2e/browser.js'
import type { OfflineHosts } from './offline.js'

/**
 * Chromium's own pages that a new window of headless Chromium may load at any moment, in a renderer of their own: the
 * address bar's suggestion popup (a WebUI page of some 130 scripts) and the preloading of such pages. A visitor's
 * window loaded them when it opened, not during a page load; here each context is a new window, and the popup
 * loading in the middle of a measured load takes a core from it (measured: AppKit's `?open=now` 698 ms with them,
 * 592 ms without, medians of 10 alternating runs; Portico's 242 and 226 ms).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI']

/**
 * e2e/browser.ts's Chromium, with every host name other than 127.0.0.1 sent to the bench's offline hosts
 * (`startOfflineHosts`), or, without them, resolved to nothing: even a request nothing answers (a preconnect, a DNS
 * prefetch) cannot leave the machine; and without the browser's own pages above.
 */
export function launchBrowser(offline?: OfflineHosts): Promise<Browser> {
  return launchChromium(offline?.chromiumArgs ?? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'], undefined, BROWSER_UI_FEATURES)
}

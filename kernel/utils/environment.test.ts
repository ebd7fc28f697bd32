import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserEnvironment } from './environment.js'

describe('createBrowserEnvironment', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the user agent once, and follows the pointer through one live media query list', () => {
    let reads = 0
    vi.stubGlobal('navigator', {
      get userAgent() {
        reads++
        return 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'
      },
    })
    const query = { matches: false }
    const matchMedia = vi.fn(() => query)
    vi.stubGlobal('window', { matchMedia })
    const env = createBrowserEnvironment()
    expect([env.isMac(), env.isIos(), env.isAndroid(), env.isSafari(), env.isMobile()]).toEqual([true, false, false, true, false])
    for (let i = 0; i < 3; i++) expect([env.isMac(), env.isMobile()]).toEqual([true, false])
    expect(reads).toBe(5)
    // A tablet switched to touch: the same list answers.
    query.matches = true
    expect(env.isMobile()).toBe(true)
    expect(matchMedia).toHaveBeenCalledOnce()
  })

  it('reports a desktop on a server', () => {
    const env = createBrowserEnvironment()
    expect([env.isMobile(), env.isIos(), env.isMac(), env.isTelegram()]).toEqual([false, false, false, false])
  })
})

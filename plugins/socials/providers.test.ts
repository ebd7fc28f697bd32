import { describe, expect, it } from 'vitest'
import { socialsToShow } from './providers.js'

const all = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']
const browser = { isTelegram: false, isIos: false, isMac: false, isAndroid: false }

describe('socialsToShow', () => {
  it("keeps the kit's order, Farcaster in its place, and leaves out what the row does not know", () => {
    expect(socialsToShow(all, browser)).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(socialsToShow(['myspace', 'github'], browser)).toEqual(['github'])
    expect(socialsToShow(['github', 'google'], browser)).toEqual(['github', 'google'])
    expect(socialsToShow(false, browser)).toEqual([])
  })

  it('inside Telegram: no Google on iOS, no X on a Mac, no Facebook and X on Android (SPEC.md §5)', () => {
    expect(socialsToShow(all, { ...browser, isTelegram: true, isIos: true })).not.toContain('google')
    expect(socialsToShow(all, { ...browser, isTelegram: true, isMac: true })).toEqual(['google', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(socialsToShow(all, { ...browser, isTelegram: true, isAndroid: true })).toEqual(['google', 'farcaster', 'discord', 'apple', 'github'])
    // Outside Telegram nothing is removed on those platforms.
    expect(socialsToShow(all, { ...browser, isIos: true, isAndroid: true })).toHaveLength(7)
  })
})

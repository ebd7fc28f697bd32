import { describe, expect, it } from 'vitest'
import type { SocialProvider } from '../features/types.js'
import { filterSocialsForTelegram } from './filterSocialsForTelegram.js'

const all: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const platform = { isTelegram: true, isIos: false, isMac: false, isAndroid: false }

describe('filterSocialsForTelegram', () => {
  it('removes google inside Telegram on iOS (SPEC §5)', () => {
    expect(filterSocialsForTelegram(all, { ...platform, isIos: true })).toEqual(all.filter((s) => s !== 'google'))
  })

  it('removes x inside Telegram on Mac (SPEC §5)', () => {
    expect(filterSocialsForTelegram(all, { ...platform, isMac: true })).toEqual(all.filter((s) => s !== 'x'))
  })

  it('removes facebook and x inside Telegram on Android (SPEC §5)', () => {
    const expected = ['google', 'discord', 'farcaster', 'github', 'apple']
    expect(filterSocialsForTelegram(all, { ...platform, isAndroid: true })).toEqual(expected)
  })

  it('keeps every social inside Telegram on other platforms (SPEC §5)', () => {
    expect(filterSocialsForTelegram(all, platform)).toEqual(all)
  })

  it('keeps every social outside Telegram (SPEC §5)', () => {
    expect(filterSocialsForTelegram(all, { isTelegram: false, isIos: true, isMac: true, isAndroid: true })).toEqual(all)
  })
})

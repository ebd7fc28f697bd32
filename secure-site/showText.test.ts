import { describe, expect, it } from 'vitest'
import { messageText, revealHidden } from './showText.js'

describe('what the approval shows', () => {
  it('makes bidi controls and invisible characters visible', () => {
    expect(revealHidden('Log in to example.com \u202Emoc.live\u202C')).toEqual({
      text: 'Log in to example.com ⟦U+202E⟧moc.live⟦U+202C⟧',
      hidden: true,
    })
    expect(revealHidden('Meta\u200BMask\u2066x\u2069\uFEFF')).toEqual({ text: 'Meta⟦U+200B⟧Mask⟦U+2066⟧x⟦U+2069⟧⟦U+FEFF⟧', hidden: true })
    expect(revealHidden('Plain text\nwith lines, ünïcödé and 日本語')).toEqual({ text: 'Plain text\nwith lines, ünïcödé and 日本語', hidden: false })
  })

  it('shows printable UTF-8 as text and anything else as hex', () => {
    expect(messageText(new TextEncoder().encode('Sign in\nNonce: 1'))).toBe('Sign in\nNonce: 1')
    const hash = new Uint8Array(32).map((_, i) => (i * 37 + 0x90) & 0xff)
    expect(messageText(hash)).toMatch(/^0x[0-9a-f]{64}$/)
    expect(messageText(new Uint8Array([0x41, 0x00, 0x42]))).toBe('0x410042')
    expect(messageText(new Uint8Array([0xff, 0xfe]))).toBe('0xfffe')
  })
})

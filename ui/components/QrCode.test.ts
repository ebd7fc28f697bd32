import qrcode from 'qrcode-generator'
import { describe, expect, it } from 'vitest'
import { qrCodePath } from './QrCode.js'

/** The dark modules a path draws, read back from its `M{x} {y}h{n}v1h-{n}z` runs. */
function modules(path: string): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/gu))
    for (let i = 0; i < Number(n); i++) dark.add(`${Number(x) + i},${y}`)
  return dark
}

describe('qrCodePath', () => {
  it('draws exactly the dark modules of the QR code of the value, one run per row segment', () => {
    const uri = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}&expiryTimestamp=1705000000`
    const code = qrCodePath(uri)
    const reference = qrcode(0, 'M')
    reference.addData(uri)
    reference.make()
    expect(code?.size).toBe(reference.getModuleCount())
    const dark = modules(code?.path ?? '')
    const drawn: string[] = []
    const expected: string[] = []
    for (let row = 0; row < reference.getModuleCount(); row++)
      for (let col = 0; col < reference.getModuleCount(); col++) {
        if (dark.has(`${col},${row}`)) drawn.push(`${col},${row}`)
        if (reference.isDark(row, col)) expected.push(`${col},${row}`)
      }
    expect(drawn).toEqual(expected)
    expect(dark.size).toBe(expected.length)
    expect(code?.path.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/gu, '')).toBe('')
  })

  it('gives up on a value too long for a QR code', () => {
    expect(qrCodePath('x'.repeat(5000))).toBeUndefined()
  })
})

import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { initialsPng } from './initialsPng.js'

/** Decodes what `initialsPng` writes (8-bit RGBA, Sub-filtered rows) back to pixels, checking every chunk's CRC. */
function decode(png: Uint8Array): { width: number; height: number; pixel(x: number, y: number): number[] } {
  const bytes = Buffer.from(png)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunks = new Map<string, Buffer>()
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    chunks.set(type, bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND'])
  const header = chunks.get('IHDR')!
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)]
  expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0])
  const raw = inflateSync(chunks.get('IDAT')!)
  const stride = width * 4
  const rgba = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1)
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? rgba[y * stride + i - 4]! : 0
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff
    }
  }
  return { width, height, pixel: (x, y) => [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)] }
}

describe('initialsPng', () => {
  it('is a 96 × 96 RGBA PNG of a few kB: a rounded square, clear in the corners, with white initials', () => {
    const png = initialsPng({ label: 'Aurora Wallet', seed: 'aurora' })
    expect(png.length).toBeLessThan(8000)
    const image = decode(png)
    expect([image.width, image.height]).toEqual([96, 96])
    expect(image.pixel(0, 0)[3]).toBe(0)
    expect(image.pixel(95, 95)[3]).toBe(0)
    expect(image.pixel(48, 4)[3]).toBe(255)
    // "AW": the A's top row is lit in its middle cells (left edge 15, cells of 6 px, glyph top 27).
    expect(image.pixel(15 + 6 + 3, 27 + 3)).toEqual([255, 255, 255, 255])
    // Between the letters, the gradient shows.
    expect(image.pixel(15 + 30 + 3, 27 + 3)).not.toEqual([255, 255, 255, 255])
  })

  it('is the same for the same seed and differs between seeds', () => {
    const a = initialsPng({ label: 'Aurora Wallet', seed: 'aurora' })
    expect(initialsPng({ label: 'Aurora Wallet', seed: 'aurora' })).toEqual(a)
    expect(initialsPng({ label: 'Aurora Wallet', seed: 'other' })).not.toEqual(a)
  })

  it('draws digits, and a question mark for a character it has no glyph for', () => {
    const white = [255, 255, 255, 255]
    // One character: centred, left edge 33; cell (col, row) has its centre at (33 + 6 col + 3, 27 + 6 row + 3).
    const cell = (image: ReturnType<typeof decode>, col: number, row: number) => image.pixel(33 + 6 * col + 3, 27 + 6 * row + 3)
    const nine = decode(initialsPng({ label: '9' }))
    expect(cell(nine, 4, 3)).toEqual(white) // 9's right stroke meets its middle bar
    expect(cell(nine, 0, 4)).not.toEqual(white)
    const unknown = decode(initialsPng({ label: '%' }))
    expect(cell(unknown, 2, 6)).toEqual(white) // the question mark's dot
    expect(cell(unknown, 2, 5)).not.toEqual(white) // and the gap above it
  })
})

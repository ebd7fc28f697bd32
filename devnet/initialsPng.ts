import { deflateSync } from 'node:zlib'
import { initials, imageColours } from './initialsSvg.js'

const SIZE = 96
const RADIUS = 24
/** The glyph grid is 5 × 7 cells; each cell is SCALE pixels. */
const SCALE = 6
const GAP = 6

/** 5 × 7 bitmap glyphs, a row per number (bit 4 is the leftmost cell). */
const GLYPHS: Record<string, readonly number[]> = {
  A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1e],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  '?': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04],
}

/**
 * The raster twin of `initialsSvg`: a 96 × 96 PNG (a few kB) with the same gradient rounded square and the
 * initials of `label` in a bitmap font. The directory serves these for wallets, as the real one serves raster
 * images: a browser decodes them off the main thread, while every SVG image is a small document of its own.
 *
 * @example
 * const png = initialsPng({ label: 'Aurora Wallet', seed: 'aurora' }) // Uint8Array starting with the PNG signature
 */
export function initialsPng({ label, seed = label }: { label: string; seed?: string | undefined }): Uint8Array {
  const { from, to, angle } = imageColours(seed)
  const rgba = Buffer.alloc(SIZE * SIZE * 4)
  const [dx, dy] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)]
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      // Position along the gradient's direction, 0..1 across the square.
      const t = Math.min(1, Math.max(0, ((x / SIZE - 0.5) * dx + (y / SIZE - 0.5) * dy) / Math.SQRT2 + 0.5))
      const at = (y * SIZE + x) * 4
      for (let c = 0; c < 3; c++) rgba[at + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t)
      rgba[at + 3] = Math.round(255 * cornerCoverage(x + 0.5, y + 0.5))
    }
  }
  const text = [...initials(label)].slice(0, 2).map((ch) => GLYPHS[ch] ?? GLYPHS['?']!)
  const width = text.length * 5 * SCALE + (text.length - 1) * GAP
  const [left, top] = [Math.round((SIZE - width) / 2), Math.round((SIZE - 7 * SCALE) / 2)]
  text.forEach((rows, i) => {
    rows.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (0x10 >> col))) continue
        for (let py = 0; py < SCALE; py++) {
          for (let px = 0; px < SCALE; px++) {
            const at = ((top + row * SCALE + py) * SIZE + left + i * (5 * SCALE + GAP) + col * SCALE + px) * 4
            rgba.fill(255, at, at + 3)
          }
        }
      }
    })
  })
  return encodePng(rgba, SIZE, SIZE)
}

/** How much of the pixel centred at (x, y) lies inside the rounded square: 1 inside, 0 outside, a ramp on the edge. */
function cornerCoverage(x: number, y: number): number {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS)
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS)
  const distance = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2)
  return Math.min(1, Math.max(0, RADIUS - distance + 0.5))
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(8 + data.length + 4)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), 8 + data.length)
  return out
}

/** An 8-bit RGBA PNG; each row uses the Sub filter (a gradient's rows then compress to almost nothing). */
function encodePng(rgba: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 4
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1)
    raw[row] = 1
    for (let i = 0; i < stride; i++) {
      const value = rgba[y * stride + i] ?? 0
      const left = i >= 4 ? (rgba[y * stride + i - 4] ?? 0) : 0
      raw[row + 1 + i] = (value - left) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', new Uint8Array()),
  ])
}

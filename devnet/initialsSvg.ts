import { createHash } from 'node:crypto'

export interface InitialsSvgParameters {
  /** The name the initials come from: "Aurora Wallet" gives "AW". */
  label: string
  /** What the colours derive from; defaults to `label`. The same seed always gives the same image. */
  seed?: string | undefined
  /** `'square'` (default): a rounded square, as wallet icons are; `'circle'` for tokens and avatars. */
  shape?: 'square' | 'circle' | undefined
}

/**
 * A small, distinct SVG image (about 1 kB): the initials of `label` on a rounded square with a two-colour
 * gradient derived from `seed`.
 *
 * @example
 * initialsSvg({ label: 'Aurora Wallet' }) // '<svg xmlns="http://www.w3.org/2000/svg" ...>AW</text></svg>'
 */
export function initialsSvg({ label, seed = label, shape = 'square' }: InitialsSvgParameters): string {
  const digest = createHash('sha256').update(seed).digest()
  const { hue, hue2, angle } = hues(digest)
  const id = digest.subarray(4, 8).toString('hex')
  const byte = (i: number, mod: number) => (digest[i] ?? 0) % mod
  const text = initials(label)
  const outline =
    shape === 'circle' ? '<circle cx="48" cy="48" r="48"/>' : '<rect width="96" height="96" rx="24" ry="24"/>'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="g${id}" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${hslToHex(hue, 0.7, 0.52)}"/>`,
    `<stop offset="1" stop-color="${hslToHex(hue2, 0.75, 0.38)}"/>`,
    `</linearGradient><clipPath id="c${id}">${outline}</clipPath></defs>`,
    `<g clip-path="url(#c${id})">`,
    `<rect width="96" height="96" fill="url(#g${id})"/>`,
    `<circle cx="${70 + byte(8, 12)}" cy="${18 + byte(9, 12)}" r="${10 + byte(10, 8)}" fill="#fff" fill-opacity="0.18"/>`,
    `<path d="M0 ${70 + byte(11, 10)} Q48 ${52 + byte(12, 20)} 96 ${66 + byte(13, 14)} V96 H0 Z" fill="#000" `,
    'fill-opacity="0.12"/></g>',
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" ',
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" `,
    `font-size="${text.length > 2 ? 28 : 36}" font-weight="700" fill="#fff" letter-spacing="1">`,
    `${escapeXml(text)}</text></svg>`,
  ].join('')
}

/** The gradient of a seed's image: two hues and an angle, from its SHA-256. */
function hues(digest: Buffer): { hue: number; hue2: number; angle: number } {
  const hue = (((digest[0] ?? 0) << 8) | (digest[1] ?? 0)) % 360
  return { hue, hue2: (hue + 30 + ((digest[2] ?? 0) % 60)) % 360, angle: (digest[3] ?? 0) % 360 }
}

/** The gradient of `seed`'s image as RGB triples, for raster images that look like their SVG twins. */
export function imageColours(seed: string): { from: [number, number, number]; to: [number, number, number]; angle: number } {
  const { hue, hue2, angle } = hues(createHash('sha256').update(seed).digest())
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  return { from: rgb(hslToHex(hue, 0.7, 0.52)), to: rgb(hslToHex(hue2, 0.75, 0.38)), angle }
}

/** Up to two letters: the first letters of the first two words, or the first two of a single word. */
export function initials(label: string): string {
  // "MetaMask" counts as two words; "TUSD" as one.
  const words = label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '?').slice(0, 2)]
  return letters.join('').toUpperCase()
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

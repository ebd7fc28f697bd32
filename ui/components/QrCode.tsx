import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** Modules of light border around the code that scanners need (the QR "quiet zone"). */
const QUIET_ZONE = 4

/**
 * The dark modules of a QR code as one SVG path, each row's runs merged. `undefined` when the value does not
 * fit in a QR code.
 *
 * @example
 * qrCodePath('wc:…') // { size: 49, path: 'M0 0h7v1h-7z…' }
 */
export function qrCodePath(value: string): { size: number; path: string } | undefined {
  try {
    const qr = qrcode(0, 'M')
    qr.addData(value)
    qr.make()
    const size = qr.getModuleCount()
    const parts: string[] = []
    for (let row = 0; row < size; row++) {
      let col = 0
      while (col < size) {
        if (!qr.isDark(row, col)) {
          col++
          continue
        }
        const start = col
        while (col < size && qr.isDark(row, col)) col++
        parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`)
      }
    }
    return { size, path: parts.join('') }
  } catch {
    return undefined
  }
}

/**
 * A QR code as an SVG image named by `label`: dark on white in either theme, so phones can read it.
 */
export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  const code = useMemo(() => qrCodePath(value), [value])
  if (!code) return null
  const box = code.size + QUIET_ZONE * 2
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 12 }}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  )
}

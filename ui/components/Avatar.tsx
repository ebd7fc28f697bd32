import { useState } from 'react'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { safeImageUrl } from '../wallets/safeUrl.js'

/** The avatar's CSS, adopted when one renders. */
const avatarCss = /* css */ `
.pt-avatar{display:block;flex:none;border-radius:50%;object-fit:cover;box-shadow:0 0 0 4px var(--pt-bg1)}
`

/**
 * A gradient made from an address, so that each account has its own avatar.
 *
 * @example
 * avatarGradient('0xabc…') // 'radial-gradient(75% 75% at 35% 25%, hsl(…) …)'
 */
function avatarGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const stops = [0, 60, 150, 240].map((shift, i) => `hsl(${(hue + shift) % 360} ${70 - i * 5}% ${60 - i * 8}%)`)
  return `radial-gradient(75% 75% at 35% 25%, ${stops.join(', ')})`
}

/** The account's avatar: its profile image, or a gradient made from its address. Decorative. */
export function Avatar({ address, image, size = 64 }: { address: string; image?: string | null | undefined; size?: number }) {
  useStyleSheet(avatarCss)
  const src = safeImageUrl(image)
  const [broken, setBroken] = useState<string>()
  const style = { width: size, height: size }
  if (src && broken !== src)
    return <img className="pt-avatar" style={style} src={src} alt="" onError={() => setBroken(src)} />
  return <span className="pt-avatar" style={{ ...style, background: avatarGradient(address) }} aria-hidden="true" />
}

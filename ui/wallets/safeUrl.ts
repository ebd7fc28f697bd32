/**
 * A link the modal may open: https only, so a directory entry can never smuggle in `javascript:` or a custom
 * scheme.
 *
 * @example
 * safeLink('https://wallet.example/download') // 'https://wallet.example/download'
 * safeLink('javascript:alert(1)') // undefined
 */
export function safeLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/** A legal or info link of the host: http(s) only. */
export function safeHttpLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/** An image source the modal may show: http(s), `data:image/…` or `blob:` URLs. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  if (/^data:image\//iu.test(url)) return url
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' || protocol === 'blob:' ? url : undefined
  } catch {
    return undefined
  }
}

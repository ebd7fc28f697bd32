import { createHash } from 'node:crypto'

/**
 * A strict Content Security Policy for a page of the demo (`?csp=strict`): no inline code but the page's own
 * inline script and style (by their hashes), scripts only from the page's origin, and the kit's needs named one by
 * one: images as `data:` URLs and from the devnet, requests and sockets to the devnet on 127.0.0.1, and the
 * embedded wallet's secure site as the only frame. What a host must allow is listed in the README's security model.
 *
 * @example
 * strictPolicy(html, 'http://localhost:4000/secure/sdk')
 * // "default-src 'none'; script-src 'self' 'sha256-…'; …; frame-src http://localhost:4000"
 */
export function strictPolicy(html: string, secureSiteUrl: string): string {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`)
      .join(' ')
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes('script')}`,
    `style-src 'self' ${hashes('style')}`,
    "img-src 'self' data: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    `frame-src ${new URL(secureSiteUrl).origin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

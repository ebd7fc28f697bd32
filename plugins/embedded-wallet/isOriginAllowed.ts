/** The ancestors every project allows (SPEC.md §5 origin check). */
const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}$`, 'i')
}

/**
 * Whether the page's origin matches one of the project's allowed origins or a default pattern, `*` standing for
 * any part of a host name or port (SPEC.md §5).
 *
 * @example
 * isOriginAllowed('https://shop.example', ['https://*.example']) // true
 * isOriginAllowed('https://evil.test', ['https://*.example'])    // false
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return [...allowed, ...DEFAULT_ALLOWED_ORIGINS].some((pattern) => patternToRegExp(pattern).test(origin))
}

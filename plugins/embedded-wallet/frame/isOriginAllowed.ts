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
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/:]*')
  // A pattern without a port allows its host on any port (`http://127.0.0.1` allows `http://127.0.0.1:5173`).
  const port = /:(\d+|\*)$/.test(pattern) ? '' : '(:\\d+)?'
  return new RegExp(`^${escaped}${port}$`, 'i')
}

/**
 * Whether the page's origin matches one of the project's allowed origins or a default pattern, `*` standing for
 * any part of a host name or port, and a pattern without a port allowing any port (SPEC.md §5). The kit checks
 * the page with it, and the secure site checks the page that frames it.
 *
 * @example
 * isOriginAllowed('https://shop.example', ['https://*.example']) // true
 * isOriginAllowed('https://evil.test', ['https://*.example'])    // false
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return [...allowed, ...DEFAULT_ALLOWED_ORIGINS].some((pattern) => patternToRegExp(pattern).test(origin))
}

// Deep links into wallets (SPEC.md §3 Wallet mobile_link, desktop_link, webapp_link). A directory entry is data
// from a server, so every link is checked before the modal opens it: https, or the wallet's own custom scheme.

/** Schemes that are never a wallet's own: script, data, local files, plain http, the browser's internals. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'filesystem',
  'about',
  'http',
  'ws',
  'wss',
  'ftp',
  'wc',
  'intent',
  'mailto',
  'tel',
  'sms',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'ms-browser-extension',
  'resource',
  'jar',
])

/**
 * Whitespace, control and invisible formatting characters. A URL parser drops tabs and newlines silently
 * (`java\nscript:` reads as `javascript:`), so a link that holds any of them is refused instead of cleaned.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/u

/** `scheme:` at the start of a link, per RFC 3986. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/iu

/** What may follow `scheme://` in a wallet's custom-scheme base: a host-like name and path, nothing else. */
const CUSTOM_PATH = /^[a-z0-9\-._~/%]*$/iu

export type WalletLinkKind = 'universal' | 'native'

export interface WalletLink {
  /** The link that opens the wallet with the pairing uri. */
  href: string
  /** The wallet's link without the uri: what SPEC.md §3 stores as the deep-link choice. */
  base: string
  /** An https universal link, or the wallet's own custom scheme. */
  kind: WalletLinkKind
}

export interface BuildWalletLinkOptions {
  /** Accept only https links, as for a wallet's web app (`webapp_link`). */
  httpsOnly?: boolean
}

function parseHttps(value: string): URL | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return undefined
    return url
  } catch {
    return undefined
  }
}

/**
 * The base of a wallet link, ending in `/`: `https://wallet.example/` for an https universal link,
 * `wallet://` for a custom scheme. `undefined` for anything else (`javascript:`, `data:`, `http:`, `//evil`,
 * `wc:`, whitespace or control characters anywhere, a query or fragment in the base).
 *
 * @example
 * walletLinkBase('https://metamask.app.link') // { base: 'https://metamask.app.link/', kind: 'universal' }
 * walletLinkBase('rainbow:') // { base: 'rainbow://', kind: 'native' }
 * walletLinkBase('javascript:alert(1)') // undefined
 */
export function walletLinkBase(
  value: string | null | undefined,
  { httpsOnly = false }: BuildWalletLinkOptions = {},
): { base: string; kind: WalletLinkKind } | undefined {
  if (typeof value !== 'string' || !value || HIDDEN_CHARACTERS.test(value)) return undefined
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return undefined
  if (scheme === 'https') {
    const url = parseHttps(value)
    if (!url || url.search || url.hash || value.includes('?') || value.includes('#')) return undefined
    const base = `${url.origin}${url.pathname}`
    return { base: base.endsWith('/') ? base : `${base}/`, kind: 'universal' }
  }
  if (httpsOnly || FORBIDDEN_SCHEMES.has(scheme)) return undefined
  // `wallet:`, `wallet://`, `wallet://app/path`: the scheme and an optional host-like path.
  let rest = value.slice(scheme.length + 1)
  if (rest.startsWith('//')) rest = rest.slice(2)
  else if (rest) return undefined
  if (!CUSTOM_PATH.test(rest) || rest.startsWith('/')) return undefined
  const path = rest && !rest.endsWith('/') ? `${rest}/` : rest
  return { base: `${scheme}://${path}`, kind: 'native' }
}

/**
 * The link that opens a wallet with a WalletConnect pairing uri: `${base}/wc?uri=…` for an https universal
 * link, `${scheme}://wc?uri=…` for the wallet's custom scheme, whether or not the base ends in `/`. Returns
 * `undefined` when the base is not a safe wallet link or `uri` is not a `wc:` uri.
 *
 * @example
 * buildWalletLink('https://metamask.app.link', 'wc:abc@2?relay-protocol=irn')
 * // { href: 'https://metamask.app.link/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn', base: 'https://metamask.app.link/', kind: 'universal' }
 * buildWalletLink('metamask://', uri)?.href // 'metamask://wc?uri=wc%3A…'
 */
export function buildWalletLink(
  base: string | null | undefined,
  uri: string | null | undefined,
  options: BuildWalletLinkOptions = {},
): WalletLink | undefined {
  if (typeof uri !== 'string' || !/^wc:[^\s]+$/u.test(uri)) return undefined
  const parsed = walletLinkBase(base, options)
  if (!parsed) return undefined
  const href = `${parsed.base}wc?uri=${encodeURIComponent(uri)}`
  return isSafeWalletLink(href) ? { href, ...parsed } : undefined
}

/**
 * Whether the modal may open `href` as a wallet link: an https URL (no credentials) or a custom scheme that
 * is not a script, data, file, http or browser-internal one, without whitespace or control characters.
 *
 * @example
 * isSafeWalletLink('https://metamask.app.link/wc?uri=wc%3A…') // true
 * isSafeWalletLink('trust://wc?uri=wc%3A…') // true
 * isSafeWalletLink(' javascript:alert(1)') // false
 */
export function isSafeWalletLink(href: string | null | undefined): boolean {
  if (typeof href !== 'string' || !href || HIDDEN_CHARACTERS.test(href)) return false
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'https') return parseHttps(href) !== undefined
  if (FORBIDDEN_SCHEMES.has(scheme) || !href.slice(scheme.length + 1).startsWith('//')) return false
  try {
    new URL(href)
    return true
  } catch {
    return false
  }
}

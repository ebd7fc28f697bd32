import { getDefaultStorage, type KeyValueStorage } from './storage.js'

/** What the kernel needs to know of where it runs. Injected in tests; read from the browser otherwise. */
export interface Environment {
  isMobile(): boolean
  isIos(): boolean
  isAndroid(): boolean
  isMac(): boolean
  isSafari(): boolean
  isTelegram(): boolean
  now(): number
  storage: KeyValueStorage
}

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** `read()` once, on first use: what the user agent says does not change while the page lives. */
function once<value>(read: () => value): () => value {
  let known: { value: value } | undefined
  return () => (known ??= { value: read() }).value
}

/**
 * Reads the platform from `navigator` and `window`; safe on a server, where it reports a desktop. The user agent's
 * answers are read once (views ask on every render); the pointer is asked each time, through one media query list.
 */
export function createBrowserEnvironment(): Environment {
  const coarsePointer = once(() =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(pointer:coarse)') : undefined,
  )
  const mobileAgent = once(() => /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(userAgent()))
  return {
    isMobile() {
      if (typeof window === 'undefined') return false
      return Boolean(coarsePointer()?.matches) || mobileAgent()
    },
    isIos: once(() => /iPhone|iPad|iPod/u.test(userAgent())),
    isAndroid: once(() => /Android/u.test(userAgent())),
    isMac: once(() => /Macintosh|Mac OS X/u.test(userAgent())),
    isSafari: once(() => /^((?!chrome|android|crios|fxios).)*safari/iu.test(userAgent())),
    isTelegram() {
      if (typeof window === 'undefined') return false
      const w = window as { Telegram?: { WebApp?: { initData?: string } }; TelegramWebviewProxy?: unknown }
      return Boolean(w.TelegramWebviewProxy) || Boolean(w.Telegram?.WebApp?.initData)
    },
    now: () => Date.now(),
    storage: getDefaultStorage(),
  }
}

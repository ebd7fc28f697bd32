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

/** Reads the platform from `navigator` and `window`; safe on a server, where it reports a desktop. */
export function createBrowserEnvironment(): Environment {
  return {
    isMobile() {
      if (typeof window === 'undefined') return false
      const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer:coarse)').matches
      return coarse || /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(userAgent())
    },
    isIos: () => /iPhone|iPad|iPod/u.test(userAgent()),
    isAndroid: () => /Android/u.test(userAgent()),
    isMac: () => /Macintosh|Mac OS X/u.test(userAgent()),
    isSafari: () => /^((?!chrome|android|crios|fxios).)*safari/iu.test(userAgent()),
    isTelegram() {
      if (typeof window === 'undefined') return false
      const w = window as { Telegram?: { WebApp?: { initData?: string } }; TelegramWebviewProxy?: unknown }
      return Boolean(w.TelegramWebviewProxy) || Boolean(w.Telegram?.WebApp?.initData)
    },
    now: () => Date.now(),
    storage: getDefaultStorage(),
  }
}

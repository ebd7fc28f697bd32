import type en from './en.js'

/** Traditional Chinese strings of the socials plugin, loaded with `import()` when the locale is `zh-TW`. */
const zhTW: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': '社群登入',
  'social.label': '社群登入',
  'social.continueWith': '使用 {provider} 繼續',
  'social.more': '更多社群登入',
  'social.list': '社群登入',
  'social.waiting': '請在 {provider} 視窗中繼續',
  'social.waitingNote': '在那裡登入並允許存取；此視窗會自動繼續。',
  'social.connecting': '正在登入…',
  'social.closed': '{provider} 視窗在登入完成前被關閉了。',
  'social.blocked': '瀏覽器封鎖了 {provider} 視窗。請允許此網站的彈出式視窗，然後再試一次。',
  'social.denied': '你沒有允許 {provider} 分享你的帳號，因此未登入。',
  'social.providerError': '{provider} 無法讓你登入：{message}',
  'social.timeout': '登入回應時間過長。請稍後再試。',
  'social.failed': '登入失敗：{message}',
  'social.retry': '再試一次',
}

export default zhTW

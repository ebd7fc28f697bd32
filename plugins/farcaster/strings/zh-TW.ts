import type en from './en.js'

/** None strings of the Farcaster plugin, loaded with `import()` when the locale is `zh-TW`. */
const zhTW: Record<keyof typeof en, string> = {
  'farcaster.scan': '用手機掃描',
  'farcaster.scanText': '用 Farcaster 應用程式掃描此 QR 碼，或在裝有該應用程式的裝置上開啟連結。',
  'farcaster.qr': '使用 Farcaster 登入的 QR 碼',
  'farcaster.preparing': '正在準備登入…',
  'farcaster.copy': '複製連結',
  'farcaster.copied': '已複製連結',
  'farcaster.copyFailed': '無法複製連結',
  'farcaster.open': '開啟連結',
  'farcaster.refused': 'Farcaster 無法驗證這次登入：{message}',
  'farcaster.timeout': '登入未及時得到回應。請再試一次。',
  'farcaster.failed': '登入失敗：{message}',
  'farcaster.retry': '再試一次',
  'farcaster.connecting': '正在登入…',
}

export default zhTW

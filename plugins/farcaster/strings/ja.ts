import type en from './en.js'

/** Japanese strings of the Farcaster plugin, loaded with `import()` when the locale is `ja`. */
const ja: Record<keyof typeof en, string> = {
  'farcaster.scan': 'スマートフォンでスキャン',
  'farcaster.scanText': 'このQRコードをFarcasterアプリでスキャンするか、アプリのある端末でリンクを開いてください。',
  'farcaster.qr': 'FarcasterでサインインするためのQRコード',
  'farcaster.preparing': 'サインインを準備しています…',
  'farcaster.copy': 'リンクをコピー',
  'farcaster.copied': 'リンクをコピーしました',
  'farcaster.copyFailed': 'リンクをコピーできませんでした',
  'farcaster.open': 'リンクを開く',
  'farcaster.refused': 'Farcasterはこのサインインを確認できませんでした: {message}',
  'farcaster.timeout': 'サインインに時間内に応答がありませんでした。もう一度お試しください。',
  'farcaster.failed': 'サインインに失敗しました: {message}',
  'farcaster.retry': 'もう一度試す',
  'farcaster.connecting': 'サインインしています…',
}

export default ja

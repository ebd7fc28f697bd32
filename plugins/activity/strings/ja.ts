import type en from './en.js'

/** Japanese strings of the activity plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'アクティビティ',
  'activity.loading': 'アクティビティを読み込み中',
  'activity.loadMore': 'さらに読み込む',
  'activity.loadingMore': 'さらにアクティビティを読み込み中',
  'activity.retry': '再試行',
  'activity.unsupportedChain': 'サポートされていないチェーン',
  'activity.unsupported': 'このネットワークではアクティビティを表示できません',
  'activity.sent': '送信',
  'activity.received': '受信',
  'activity.executed': '実行',
  'activity.deployed': 'デプロイ',
  'activity.minted': 'ミント',
  'activity.burned': 'バーン',
  'activity.swapped': 'スワップ',
  'activity.approved': '承認',
  'activity.deposited': '入金',
  'activity.withdrawn': '出金',
  'activity.cancelled': 'キャンセル',
  'activity.bought': '購入',
  'activity.to': '宛先 {address}',
  'activity.from': '送信元 {address}',
  'activity.failed': '失敗',
  'activity.pending': '保留中',
}

export default strings

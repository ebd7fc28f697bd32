import type en from './en.js'

/** Traditional Chinese strings of the activity plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': '活動',
  'activity.loading': '正在載入活動',
  'activity.loadMore': '載入更多',
  'activity.loadingMore': '正在載入更多活動',
  'activity.retry': '再試一次',
  'activity.unsupportedChain': '不支援的鏈',
  'activity.unsupported': '此網路無法查看活動',
  'activity.sent': '已傳送',
  'activity.received': '已接收',
  'activity.executed': '已執行',
  'activity.deployed': '已部署',
  'activity.minted': '已鑄造',
  'activity.burned': '已銷毀',
  'activity.swapped': '已兌換',
  'activity.approved': '已核准',
  'activity.deposited': '已存入',
  'activity.withdrawn': '已提領',
  'activity.cancelled': '已取消',
  'activity.bought': '已購買',
  'activity.to': '至 {address}',
  'activity.from': '來自 {address}',
  'activity.failed': '失敗',
  'activity.pending': '待處理',
}

export default strings

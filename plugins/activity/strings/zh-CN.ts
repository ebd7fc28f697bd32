import type en from './en.js'

/** Simplified Chinese strings of the activity plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': '活动',
  'activity.loading': '正在加载活动',
  'activity.loadMore': '加载更多',
  'activity.loadingMore': '正在加载更多活动',
  'activity.retry': '重试',
  'activity.unsupportedChain': '不支持的链',
  'activity.unsupported': '此网络不支持查看活动',
  'activity.sent': '已发送',
  'activity.received': '已接收',
  'activity.executed': '已执行',
  'activity.deployed': '已部署',
  'activity.minted': '已铸造',
  'activity.burned': '已销毁',
  'activity.swapped': '已兑换',
  'activity.approved': '已批准',
  'activity.deposited': '已存入',
  'activity.withdrawn': '已提取',
  'activity.cancelled': '已取消',
  'activity.bought': '已购买',
  'activity.to': '至 {address}',
  'activity.from': '来自 {address}',
  'activity.failed': '失败',
  'activity.pending': '待处理',
}

export default strings

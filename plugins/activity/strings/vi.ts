import type en from './en.js'

/** Vietnamese strings of the activity plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Hoạt động',
  'activity.loading': 'Đang tải hoạt động',
  'activity.loadMore': 'Tải thêm',
  'activity.loadingMore': 'Đang tải thêm hoạt động',
  'activity.retry': 'Thử lại',
  'activity.unsupportedChain': 'Chuỗi không được hỗ trợ',
  'activity.unsupported': 'Hoạt động không khả dụng trên mạng này',
  'activity.sent': 'Đã gửi',
  'activity.received': 'Đã nhận',
  'activity.executed': 'Đã thực thi',
  'activity.deployed': 'Đã triển khai',
  'activity.minted': 'Đã đúc',
  'activity.burned': 'Đã đốt',
  'activity.swapped': 'Đã hoán đổi',
  'activity.approved': 'Đã phê duyệt',
  'activity.deposited': 'Đã nạp',
  'activity.withdrawn': 'Đã rút',
  'activity.cancelled': 'Đã hủy',
  'activity.bought': 'Đã mua',
  'activity.to': 'tới {address}',
  'activity.from': 'từ {address}',
  'activity.failed': 'Thất bại',
  'activity.pending': 'Đang chờ',
}

export default strings

import type en from './en.js'

/** Vietnamese strings of the onramp plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Chọn token',
  'title.OnRampFiatSelect': 'Chọn tiền tệ',
  'title.BuyInProgress': 'Đang mua',
  'onramp.youPay': 'Bạn trả',
  'onramp.youGet': 'Bạn nhận',
  'onramp.limits': 'Từ {min} đến {max} {currency} bằng thẻ',
  'onramp.outOfLimits': 'Nhập số tiền từ {min} đến {max} {currency}',
  'onramp.currency': 'Tiền tệ: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Đang lấy báo giá',
  'onramp.estimate': 'Ước tính, nhà cung cấp không thể báo giá',
  'onramp.providers': 'Nhà cung cấp',
  'onramp.fee': 'Phí {range}',
  'onramp.preparing': 'Đang chuẩn bị',
  'onramp.unavailable': 'Không khả dụng',
  'onramp.noProviders': 'Không thể mua trên mạng này',
  'onramp.currencies': 'Tiền tệ',
  'onramp.tokens': 'Token',
  'onramp.inProgress': 'Hoàn tất giao dịch mua trong cửa sổ {provider}',
  'onramp.waiting': 'Đang chờ giao dịch mua của bạn',
  'onramp.blocked': 'Trình duyệt đã chặn cửa sổ {provider}.',
  'onramp.openAgain': 'Mở {provider}',
  'onramp.done': 'Bạn đã mua {amount} {symbol}',
  'onramp.doneSnack': 'Mua thành công',
  'onramp.backToAccount': 'Quay lại tài khoản',
}

export default strings

import type en from './en.js'

/** Vietnamese strings of the send plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Gửi',
  'title.WalletSendPreview': 'Xem lại giao dịch gửi',
  'send.token': 'Token',
  'send.noTokens': 'Không có token để gửi trên mạng này',
  'send.amount': 'Số lượng',
  'send.max': 'Tối đa',
  'send.balance': 'Số dư: {balance}',
  'send.receiver': 'Địa chỉ người nhận',
  'send.receiverPlaceholder': '0x… hoặc tên',
  'send.resolving': 'Đang tìm {name}',
  'send.preview': 'Xem trước giao dịch gửi',
  'send.from': 'Từ',
  'send.to': 'Tới',
  'send.network': 'Mạng',
  'send.send': 'Gửi',
  'send.retry': 'Thử lại',
  'send.cancel': 'Hủy',
  'send.confirm': 'Xác nhận giao dịch trong ví của bạn',
  'send.success': 'Đã gửi giao dịch',
  'send.error.unsupportedChain': 'Chuỗi không được hỗ trợ',
  'send.error.required': 'Cần nhập số lượng và địa chỉ người nhận',
  'send.error.tokenRequired': 'Cần chọn token',
  'send.error.invalidAmount': 'Số lượng không hợp lệ',
  'send.error.tooManyDecimals': '{symbol} cho phép tối đa {decimals} chữ số thập phân',
  'send.error.insufficientBalance': 'Không đủ số dư {symbol}',
  'send.error.invalidAddress': 'Địa chỉ không hợp lệ',
  'send.error.nameNotFound': 'Không tìm thấy địa chỉ cho {name}',
  'send.error.resolveFailed': 'Lỗi khi phân giải tên',
  'send.error.insufficientFee': 'Không đủ {symbol} để trả phí mạng',
  'send.fee': 'Phí mạng',
}

export default strings

import type en from './en.js'

const vi: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Đang tải ví',
  'title.Passkey': 'Khóa truy cập',
  'title.ApproveTransaction': 'Phê duyệt giao dịch',
  'wallet.passkeyProtect': 'Bảo vệ bằng khóa truy cập',
  'wallet.passkeyOn': 'Đã bảo vệ bằng khóa truy cập',
  'wallet.passkeyDone': 'Ví của bạn được bảo vệ bằng khóa truy cập. Thiết bị mới sẽ yêu cầu khóa này, và không máy chủ nào mở được ví của bạn nếu thiếu nó.',
  'wallet.passkeyOpened': 'Khóa truy cập của bạn đã mở ví trên thiết bị này.',
  'wallet.passkeyTryAgain': 'Thử lại',
  'title.AccountType': 'Loại tài khoản',
  'wallet.accountType': 'Loại tài khoản',
  'wallet.accountTypes': 'Tài khoản của bạn',
  'wallet.smartAccount': 'Tài khoản thông minh',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Đang dùng',
  'wallet.useSmartAccount': 'Dùng tài khoản thông minh',
  'wallet.useEoa': 'Dùng EOA',
  'wallet.switchingAccountType': 'Đang chuyển tài khoản…',
  'wallet.noSmartAccounts': 'Mạng này không có tài khoản thông minh: tài khoản của bạn ở đây là EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Khóa truy cập chưa được dùng: thao tác đã bị hủy, hoặc thiết bị này không có khóa truy cập nào của ví này. Không có gì thay đổi.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Khóa truy cập này không thể bảo vệ ví: trình xác thực của nó không hỗ trợ. Không có gì thay đổi.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Khóa truy cập này không mở được ví của bạn. Hãy dùng khóa truy cập bạn đã dùng để bảo vệ ví. Không có gì thay đổi.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Không thể dùng khóa truy cập trong trình duyệt này. Không có gì thay đổi.',
  'wallet.passkeyError.PROTECT_FAILED': 'Không thể bảo vệ ví của bạn: không lưu được các phần khóa. Ví vẫn mở được trên thiết bị này; hãy thử lại sau.',
}

export default vi

import type en from './en.js'

/** Traditional Chinese strings of the send plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': '傳送',
  'title.WalletSendPreview': '檢查傳送內容',
  'send.token': '代幣',
  'send.noTokens': '此網路上沒有可傳送的代幣',
  'send.amount': '金額',
  'send.max': '最大',
  'send.balance': '餘額：{balance}',
  'send.receiver': '收款地址',
  'send.receiverPlaceholder': '0x… 或名稱',
  'send.resolving': '正在查詢 {name}',
  'send.preview': '預覽傳送',
  'send.from': '寄件方',
  'send.to': '收件方',
  'send.network': '網路',
  'send.send': '傳送',
  'send.retry': '再試一次',
  'send.cancel': '取消',
  'send.confirm': '請在錢包中確認交易',
  'send.success': '交易已傳送',
  'send.error.unsupportedChain': '不支援的鏈',
  'send.error.required': '必須輸入金額和收款地址',
  'send.error.tokenRequired': '必須選擇代幣',
  'send.error.invalidAmount': '金額無效',
  'send.error.tooManyDecimals': '{symbol} 最多允許 {decimals} 位小數',
  'send.error.insufficientBalance': '{symbol} 餘額不足',
  'send.error.invalidAddress': '地址無效',
  'send.error.nameNotFound': '找不到 {name} 的地址',
  'send.error.resolveFailed': '解析名稱時發生錯誤',
  'send.error.insufficientFee': '{symbol} 不足以支付網路手續費',
  'send.fee': '網路手續費',
}

export default strings

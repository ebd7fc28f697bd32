import type en from './en.js'

/** Simplified Chinese strings of the send plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': '发送',
  'title.WalletSendPreview': '确认发送',
  'send.token': '代币',
  'send.noTokens': '此网络上没有可发送的代币',
  'send.amount': '金额',
  'send.max': '最大',
  'send.balance': '余额：{balance}',
  'send.receiver': '接收地址',
  'send.receiverPlaceholder': '0x… 或名称',
  'send.resolving': '正在查找 {name}',
  'send.preview': '预览发送',
  'send.from': '发送方',
  'send.to': '接收方',
  'send.network': '网络',
  'send.send': '发送',
  'send.retry': '重试',
  'send.cancel': '取消',
  'send.confirm': '请在钱包中确认交易',
  'send.success': '交易已发送',
  'send.error.unsupportedChain': '不支持的链',
  'send.error.required': '需要填写金额和接收地址',
  'send.error.tokenRequired': '需要选择代币',
  'send.error.invalidAmount': '金额无效',
  'send.error.tooManyDecimals': '{symbol} 最多允许 {decimals} 位小数',
  'send.error.insufficientBalance': '{symbol} 余额不足',
  'send.error.invalidAddress': '地址无效',
  'send.error.nameNotFound': '未找到 {name} 对应的地址',
  'send.error.resolveFailed': '解析名称时出错',
  'send.error.insufficientFee': '{symbol} 不足以支付网络费用',
  'send.fee': '网络费用',
}

export default strings

import type en from './en.js'

/** Simplified Chinese strings of the onramp plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': '选择代币',
  'title.OnRampFiatSelect': '选择货币',
  'title.BuyInProgress': '购买中',
  'onramp.youPay': '您支付',
  'onramp.youGet': '您将收到',
  'onramp.limits': '银行卡支付 {min} 至 {max} {currency}',
  'onramp.outOfLimits': '请输入 {min} 至 {max} {currency} 之间的金额',
  'onramp.currency': '货币：{currency}',
  'onramp.token': '代币：{symbol}',
  'onramp.quoting': '正在获取报价',
  'onramp.estimate': '估算值，服务商无法报价',
  'onramp.providers': '服务商',
  'onramp.fee': '手续费 {range}',
  'onramp.preparing': '准备中',
  'onramp.unavailable': '不可用',
  'onramp.noProviders': '此网络不支持购买',
  'onramp.currencies': '货币',
  'onramp.tokens': '代币',
  'onramp.inProgress': '请在 {provider} 窗口中完成购买',
  'onramp.waiting': '正在等待您的购买',
  'onramp.blocked': '您的浏览器拦截了 {provider} 窗口。',
  'onramp.openAgain': '打开 {provider}',
  'onramp.done': '您已购买 {amount} {symbol}',
  'onramp.doneSnack': '购买完成',
  'onramp.backToAccount': '返回账户',
}

export default strings

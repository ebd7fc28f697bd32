import type en from './en.js'

/** Traditional Chinese strings of the onramp plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': '選擇代幣',
  'title.OnRampFiatSelect': '選擇幣別',
  'title.BuyInProgress': '購買中',
  'onramp.youPay': '您支付',
  'onramp.youGet': '您將收到',
  'onramp.limits': '刷卡支付 {min} 至 {max} {currency}',
  'onramp.outOfLimits': '請輸入 {min} 至 {max} {currency} 之間的金額',
  'onramp.currency': '幣別：{currency}',
  'onramp.token': '代幣：{symbol}',
  'onramp.quoting': '正在取得報價',
  'onramp.estimate': '估計值，供應商無法報價',
  'onramp.providers': '供應商',
  'onramp.fee': '手續費 {range}',
  'onramp.preparing': '準備中',
  'onramp.unavailable': '無法使用',
  'onramp.noProviders': '此網路無法購買',
  'onramp.currencies': '幣別',
  'onramp.tokens': '代幣',
  'onramp.inProgress': '請在 {provider} 視窗中完成購買',
  'onramp.waiting': '正在等待您的購買',
  'onramp.blocked': '您的瀏覽器封鎖了 {provider} 視窗。',
  'onramp.openAgain': '開啟 {provider}',
  'onramp.done': '您已購買 {amount} {symbol}',
  'onramp.doneSnack': '購買完成',
  'onramp.backToAccount': '返回帳戶',
}

export default strings

import type en from './en.js'

/** Japanese strings of the onramp plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'トークンを選択',
  'title.OnRampFiatSelect': '通貨を選択',
  'title.BuyInProgress': '購入中',
  'onramp.youPay': '支払い',
  'onramp.youGet': '受け取り',
  'onramp.limits': 'カードで {min}〜{max} {currency}',
  'onramp.outOfLimits': '{min}〜{max} {currency} の金額を入力してください',
  'onramp.currency': '通貨: {currency}',
  'onramp.token': 'トークン: {symbol}',
  'onramp.quoting': '見積もりを取得中',
  'onramp.estimate': '概算です。プロバイダーから見積もりを取得できませんでした',
  'onramp.providers': 'プロバイダー',
  'onramp.fee': '手数料 {range}',
  'onramp.preparing': '準備中',
  'onramp.unavailable': '利用不可',
  'onramp.noProviders': 'このネットワークでは購入できません',
  'onramp.currencies': '通貨',
  'onramp.tokens': 'トークン',
  'onramp.inProgress': '{provider} のウィンドウで購入を完了してください',
  'onramp.waiting': '購入の完了を待っています',
  'onramp.blocked': 'ブラウザが {provider} のウィンドウをブロックしました。',
  'onramp.openAgain': '{provider} を開く',
  'onramp.done': '{amount} {symbol} を購入しました',
  'onramp.doneSnack': '購入が完了しました',
  'onramp.backToAccount': 'アカウントに戻る',
}

export default strings

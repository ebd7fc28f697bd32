import type en from './en.js'

/** Japanese strings of the send plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': '送る',
  'title.WalletSendPreview': '送金内容の確認',
  'send.token': 'トークン',
  'send.noTokens': 'このネットワークで送れるトークンはありません',
  'send.amount': '金額',
  'send.max': '最大',
  'send.balance': '残高: {balance}',
  'send.receiver': '受取人のアドレス',
  'send.receiverPlaceholder': '0x… または名前',
  'send.resolving': '{name} を検索中',
  'send.preview': '送金内容をプレビュー',
  'send.from': '送信元',
  'send.to': '送信先',
  'send.network': 'ネットワーク',
  'send.send': '送る',
  'send.retry': '再試行',
  'send.cancel': 'キャンセル',
  'send.confirm': 'ウォレットでトランザクションを承認してください',
  'send.success': 'トランザクションを送信しました',
  'send.error.unsupportedChain': 'サポートされていないチェーン',
  'send.error.required': '金額と受取人のアドレスを入力してください',
  'send.error.tokenRequired': 'トークンを選択してください',
  'send.error.invalidAmount': '金額が無効です',
  'send.error.tooManyDecimals': '{symbol} の小数点以下は最大 {decimals} 桁です',
  'send.error.insufficientBalance': '{symbol} の残高が不足しています',
  'send.error.invalidAddress': 'アドレスが無効です',
  'send.error.nameNotFound': '{name} のアドレスが見つかりません',
  'send.error.resolveFailed': '名前の解決中にエラーが発生しました',
  'send.error.insufficientFee': 'ネットワーク手数料に必要な {symbol} が足りません',
  'send.fee': 'ネットワーク手数料',
}

export default strings

import type en from './en.js'

/** Japanese strings of the siwx plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} がウォレットへの接続を求めています',
  'siwx.text': 'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。',
  'siwx.textRequired': 'このウォレットの所有者であることを証明して続けるには、このメッセージに署名してください。キャンセルすると接続が解除されます。',
  'siwx.sign': '署名',
  'siwx.cancel': 'キャンセル',
  'siwx.checking': 'サインインを確認中',
  'siwx.inWallet': 'ウォレットでメッセージに署名してください',
}

export default strings

import type en from './en.js'

/** Simplified Chinese strings of the siwx plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} 需要连接到您的钱包',
  'siwx.text': '请签署此消息以证明您拥有此钱包并继续。',
  'siwx.textRequired': '请签署此消息以证明您拥有此钱包并继续。取消将断开连接。',
  'siwx.sign': '签名',
  'siwx.cancel': '取消',
  'siwx.checking': '正在检查您的登录',
  'siwx.inWallet': '请在钱包中继续签署消息',
}

export default strings

import type en from './en.js'

/** Simplified Chinese strings of the receive plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': '接收',
  'receive.qr': '您的地址QR 码',
  'receive.address': '您的地址',
  'receive.networks': '在以下网络上通过此地址接收代币',
  'receive.networkList': '可接收的网络',
}

export default strings

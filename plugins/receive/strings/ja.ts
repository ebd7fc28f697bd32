import type en from './en.js'

/** Japanese strings of the receive plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': '受け取る',
  'receive.qr': 'あなたのアドレスの QR コード',
  'receive.address': 'あなたのアドレス',
  'receive.networks': '以下のネットワークで、このアドレスにトークンを受け取れます',
  'receive.networkList': '受け取り可能なネットワーク',
}

export default strings

import type en from './en.js'

/** Korean strings of the receive plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': '받기',
  'receive.qr': '내 주소의 QR 코드',
  'receive.address': '내 주소',
  'receive.networks': '다음 네트워크에서 이 주소로 토큰을 받을 수 있습니다',
  'receive.networkList': '받을 수 있는 네트워크',
}

export default strings

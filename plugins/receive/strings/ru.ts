import type en from './en.js'

/** Russian strings of the receive plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Получить',
  'receive.qr': 'QR-код вашего адреса',
  'receive.address': 'Ваш адрес',
  'receive.networks': 'Получайте токены на этот адрес в этих сетях',
  'receive.networkList': 'Сети, в которых можно получать',
}

export default strings

import type en from './en.js'

/** Ukrainian strings of the receive plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Отримати',
  'receive.qr': 'QR-код вашої адреси',
  'receive.address': 'Ваша адреса',
  'receive.networks': 'Отримуйте токени на цю адресу в цих мережах',
  'receive.networkList': 'Мережі, у яких можна отримувати',
}

export default strings

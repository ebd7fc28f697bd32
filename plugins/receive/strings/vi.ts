import type en from './en.js'

/** Vietnamese strings of the receive plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Nhận',
  'receive.qr': 'Mã QR địa chỉ của bạn',
  'receive.address': 'Địa chỉ của bạn',
  'receive.networks': 'Nhận token tại địa chỉ này trên các mạng sau',
  'receive.networkList': 'Các mạng có thể nhận',
}

export default strings

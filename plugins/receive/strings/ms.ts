import type en from './en.js'

/** Malay strings of the receive plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Terima',
  'receive.qr': 'Kod QR alamat anda',
  'receive.address': 'Alamat anda',
  'receive.networks': 'Terima token di alamat ini pada rangkaian berikut',
  'receive.networkList': 'Rangkaian yang boleh menerima',
}

export default strings

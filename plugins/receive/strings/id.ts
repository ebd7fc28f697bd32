import type en from './en.js'

/** Indonesian strings of the receive plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Terima',
  'receive.qr': 'Kode QR alamat Anda',
  'receive.address': 'Alamat Anda',
  'receive.networks': 'Terima token di alamat ini pada jaringan berikut',
  'receive.networkList': 'Jaringan yang dapat menerima',
}

export default strings

import type en from './en.js'

/** Spanish strings of the receive plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Recibir',
  'receive.qr': 'Código QR de tu dirección',
  'receive.address': 'Tu dirección',
  'receive.networks': 'Recibe tokens en esta dirección en estas redes',
  'receive.networkList': 'Redes que pueden recibir',
}

export default strings

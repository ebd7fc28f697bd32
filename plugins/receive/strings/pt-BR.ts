import type en from './en.js'

/** Brazilian Portuguese strings of the receive plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Receber',
  'receive.qr': 'QR code do seu endereço',
  'receive.address': 'Seu endereço',
  'receive.networks': 'Receba tokens neste endereço nestas redes',
  'receive.networkList': 'Redes que podem receber',
}

export default strings

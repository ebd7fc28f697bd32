import type en from './en.js'

/** Polish strings of the receive plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Odbierz',
  'receive.qr': 'Kod QR Twojego adresu',
  'receive.address': 'Twój adres',
  'receive.networks': 'Odbieraj tokeny na ten adres w tych sieciach',
  'receive.networkList': 'Sieci, które mogą odbierać',
}

export default strings

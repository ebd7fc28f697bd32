import type en from './en.js'

/** Italian strings of the receive plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Ricevi',
  'receive.qr': 'Codice QR del tuo indirizzo',
  'receive.address': 'Il tuo indirizzo',
  'receive.networks': 'Ricevi token a questo indirizzo su queste reti',
  'receive.networkList': 'Reti che possono ricevere',
}

export default strings

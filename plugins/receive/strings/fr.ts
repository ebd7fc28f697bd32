import type en from './en.js'

/** French strings of the receive plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Recevoir',
  'receive.qr': 'QR code de votre adresse',
  'receive.address': 'Votre adresse',
  'receive.networks': 'Recevez des jetons à cette adresse sur ces réseaux',
  'receive.networkList': 'Réseaux pouvant recevoir',
}

export default strings

import type en from './en.js'

/** German strings of the receive plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Empfangen',
  'receive.qr': 'QR-Code deiner Adresse',
  'receive.address': 'Deine Adresse',
  'receive.networks': 'Empfange Token an diese Adresse in diesen Netzwerken',
  'receive.networkList': 'Netzwerke, die empfangen können',
}

export default de

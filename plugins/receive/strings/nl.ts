import type en from './en.js'

/** Dutch strings of the receive plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Ontvangen',
  'receive.qr': 'QR-code van je adres',
  'receive.address': 'Je adres',
  'receive.networks': 'Ontvang tokens op dit adres op deze netwerken',
  'receive.networkList': 'Netwerken die kunnen ontvangen',
}

export default strings

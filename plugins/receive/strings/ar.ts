import type en from './en.js'

/** Arabic strings of the receive plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'استلام',
  'receive.qr': 'رمز QR لعنوانك',
  'receive.address': 'عنوانك',
  'receive.networks': 'استلم الرموز على هذا العنوان عبر هذه الشبكات',
  'receive.networkList': 'الشبكات التي يمكنها الاستلام',
}

export default strings

// The receive plugin's English strings, shipped with the plugin (not in the modal's catalogue). Like the other
// locales (`strings/<code>.ts`) they are a chunk of their own: the kit fetches them with the plugin's first view.
const en = {
  'title.WalletReceive': 'Receive',
  'receive.qr': 'QR code of your address',
  'receive.address': 'Your address',
  'receive.networks': 'Receive tokens at this address on these networks',
  'receive.networkList': 'Networks that can receive',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}

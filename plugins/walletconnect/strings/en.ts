// The walletconnect plugin's English strings, shipped with the plugin (not in the modal's catalogue). Like the other
// locales (`strings/<code>.ts`) they are a chunk of their own: the kit fetches them with the plugin's first view.
const en = {
  'title.ConnectingWalletConnect': 'Connect Wallet',
  'title.ConnectingWalletConnectBasic': 'Connect Wallet',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.qr': 'QR code to scan with your phone',
  'walletConnect.preparing': 'Preparing the connection',
  'walletConnect.copy': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.copyFailed': 'Could not copy the link',
  'walletConnect.openBrowser': 'Open in browser',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}

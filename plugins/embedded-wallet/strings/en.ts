// The embedded wallet's English strings, shipped with the plugin (not in the modal's catalogue).
const en = {
  'wallet.approveLoading': 'Loading the wallet',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}

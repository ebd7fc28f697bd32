// The siwx plugin's English strings, shipped with the plugin (not in the modal's catalogue), a chunk of their own
// fetched with its view like the other locales; the view's title ('Sign In') is the modal's `title.SIWXSignMessage`.
const en = {
  'siwx.heading': '{app} needs to connect to your wallet',
  'siwx.text': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.textRequired': 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.checking': 'Checking your sign-in',
  'siwx.inWallet': 'Continue in your wallet to sign the message',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}

import type en from './en.js'

/** German strings of the embedded wallet, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Wallet wird geladen',
}

export default de

import type en from './en.js'

/** Italian strings of the siwx plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} deve connettersi al tuo wallet',
  'siwx.text': 'Firma questo messaggio per dimostrare che il wallet è tuo e continuare.',
  'siwx.textRequired': 'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Se annulli verrai disconnesso.',
  'siwx.sign': 'Firma',
  'siwx.cancel': 'Annulla',
  'siwx.checking': 'Verifica dell’accesso in corso',
  'siwx.inWallet': 'Continua nel tuo wallet per firmare il messaggio',
}

export default strings

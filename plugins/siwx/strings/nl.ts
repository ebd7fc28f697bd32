import type en from './en.js'

/** Dutch strings of the siwx plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} wil verbinding maken met je wallet',
  'siwx.text': 'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder.',
  'siwx.textRequired': 'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder. Als je annuleert, wordt de verbinding verbroken.',
  'siwx.sign': 'Ondertekenen',
  'siwx.cancel': 'Annuleren',
  'siwx.checking': 'Je aanmelding controleren',
  'siwx.inWallet': 'Ga verder in je wallet om het bericht te ondertekenen',
}

export default strings

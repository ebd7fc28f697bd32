import type en from './en.js'

/** Dutch strings of the "What is a wallet?" view, loaded with `import()` when the locale is `nl`. */
const nl: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Eén login voor elke app',
  'help.loginText': 'Apps vragen je wallet wie je bent: geen wachtwoord, geen aanmeldformulier.',
  'help.keysTitle': 'Je tokens blijven van jou',
  'help.keysText': 'Een wallet bewaart je sleutels. Alleen jij kunt verzenden, ontvangen en goedkeuren.',
  'help.getTitle': 'Op je telefoon of in je browser',
  'help.getText': 'Installeer een wallet-app of browserextensie en verbind die dan hier.',
  'help.get': 'Een wallet downloaden',
}

export default nl

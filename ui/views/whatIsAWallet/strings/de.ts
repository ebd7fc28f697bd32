import type en from './en.js'

/** German strings of the "What is a wallet?" view, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Ein Login für alle Apps',
  'help.loginText': 'Apps fragen deine Wallet, wer du bist: ohne Passwort, ohne Anmeldeformular.',
  'help.keysTitle': 'Deine Token bleiben deine',
  'help.keysText': 'Eine Wallet hält deine Schlüssel. Nur du kannst senden, empfangen und freigeben.',
  'help.getTitle': 'Auf dem Handy oder im Browser',
  'help.getText': 'Installiere eine Wallet-App oder Browser-Erweiterung und verbinde sie dann hier.',
  'help.get': 'Wallet holen',
}

export default de

import type en from './en.js'

/** Italian strings of the "What is a wallet?" view, loaded with `import()` when the locale is `it`. */
const it: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Un solo accesso per ogni app',
  'help.loginText': 'Le app chiedono al tuo wallet chi sei: niente password, niente registrazione.',
  'help.keysTitle': 'I tuoi token restano tuoi',
  'help.keysText': 'Un wallet custodisce le tue chiavi. Solo tu puoi inviare, ricevere e approvare.',
  'help.getTitle': 'Sul telefono o nel browser',
  'help.getText': 'Installa un’app wallet o un’estensione del browser, poi collegala qui.',
  'help.get': 'Ottieni un wallet',
}

export default it

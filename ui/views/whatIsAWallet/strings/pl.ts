import type en from './en.js'

/** Polish strings of the "What is a wallet?" view, loaded with `import()` when the locale is `pl`. */
const pl: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Jedno logowanie do każdej aplikacji',
  'help.loginText': 'Aplikacje pytają portfel, kim jesteś: bez hasła i bez rejestracji.',
  'help.keysTitle': 'Twoje tokeny należą do ciebie',
  'help.keysText': 'Portfel przechowuje twoje klucze. Tylko ty możesz wysyłać, odbierać i zatwierdzać.',
  'help.getTitle': 'Na telefonie lub w przeglądarce',
  'help.getText': 'Zainstaluj aplikację portfela lub rozszerzenie przeglądarki, a potem połącz je tutaj.',
  'help.get': 'Pobierz portfel',
}

export default pl

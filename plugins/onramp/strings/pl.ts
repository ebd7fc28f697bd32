import type en from './en.js'

/** Polish strings of the onramp plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Wybierz token',
  'title.OnRampFiatSelect': 'Wybierz walutę',
  'title.BuyInProgress': 'Kupowanie',
  'onramp.youPay': 'Płacisz',
  'onramp.youGet': 'Otrzymujesz',
  'onramp.limits': 'Od {min} do {max} {currency} kartą',
  'onramp.outOfLimits': 'Wpisz kwotę od {min} do {max} {currency}',
  'onramp.currency': 'Waluta: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Pobieranie wyceny',
  'onramp.estimate': 'Szacunek, dostawca nie mógł podać wyceny',
  'onramp.providers': 'Dostawcy',
  'onramp.fee': 'Opłata {range}',
  'onramp.preparing': 'Przygotowywanie',
  'onramp.unavailable': 'Niedostępne',
  'onramp.noProviders': 'Zakup nie jest dostępny w tej sieci',
  'onramp.currencies': 'Waluty',
  'onramp.tokens': 'Tokeny',
  'onramp.inProgress': 'Dokończ zakup w oknie {provider}',
  'onramp.waiting': 'Czekamy na Twój zakup',
  'onramp.blocked': 'Przeglądarka zablokowała okno {provider}.',
  'onramp.openAgain': 'Otwórz {provider}',
  'onramp.done': 'Zakupiono {amount} {symbol}',
  'onramp.doneSnack': 'Zakup zakończony',
  'onramp.backToAccount': 'Wróć do konta',
}

export default strings

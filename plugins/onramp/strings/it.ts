import type en from './en.js'

/** Italian strings of the onramp plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Seleziona token',
  'title.OnRampFiatSelect': 'Seleziona valuta',
  'title.BuyInProgress': 'Acquisto in corso',
  'onramp.youPay': 'Paghi',
  'onramp.youGet': 'Ricevi',
  'onramp.limits': 'Tra {min} e {max} {currency} con carta',
  'onramp.outOfLimits': 'Inserisci un importo tra {min} e {max} {currency}',
  'onramp.currency': 'Valuta: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Richiesta di un preventivo',
  'onramp.estimate': 'Stima, il fornitore non ha potuto fornire un preventivo',
  'onramp.providers': 'Fornitori',
  'onramp.fee': 'Commissione {range}',
  'onramp.preparing': 'Preparazione',
  'onramp.unavailable': 'Non disponibile',
  'onramp.noProviders': 'L’acquisto non è disponibile su questa rete',
  'onramp.currencies': 'Valute',
  'onramp.tokens': 'Token',
  'onramp.inProgress': 'Completa l’acquisto nella finestra di {provider}',
  'onramp.waiting': 'In attesa del tuo acquisto',
  'onramp.blocked': 'Il browser ha bloccato la finestra di {provider}.',
  'onramp.openAgain': 'Apri {provider}',
  'onramp.done': 'Hai acquistato {amount} {symbol}',
  'onramp.doneSnack': 'Acquisto completato',
  'onramp.backToAccount': 'Torna all’account',
}

export default strings

import type en from './en.js'

/** Italian strings of the send plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Invia',
  'title.WalletSendPreview': 'Controlla l’invio',
  'send.token': 'Token',
  'send.noTokens': 'Nessun token da inviare su questa rete',
  'send.amount': 'Importo',
  'send.max': 'Max',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Indirizzo del destinatario',
  'send.receiverPlaceholder': '0x… o nome',
  'send.resolving': 'Ricerca di {name}',
  'send.preview': 'Anteprima dell’invio',
  'send.from': 'Da',
  'send.to': 'A',
  'send.network': 'Rete',
  'send.send': 'Invia',
  'send.retry': 'Riprova',
  'send.cancel': 'Annulla',
  'send.confirm': 'Conferma la transazione nel tuo wallet',
  'send.success': 'Transazione inviata',
  'send.error.unsupportedChain': 'Chain non supportata',
  'send.error.required': 'Sono richiesti un importo e l’indirizzo del destinatario',
  'send.error.tokenRequired': 'È richiesto un token',
  'send.error.invalidAmount': 'Importo non valido',
  'send.error.tooManyDecimals': '{symbol} consente al massimo {decimals} decimali',
  'send.error.insufficientBalance': 'Saldo {symbol} insufficiente',
  'send.error.invalidAddress': 'Indirizzo non valido',
  'send.error.nameNotFound': 'Nessun indirizzo trovato per {name}',
  'send.error.resolveFailed': 'Errore nella risoluzione del nome',
  'send.error.insufficientFee': '{symbol} insufficienti per la commissione di rete',
  'send.fee': 'Commissione di rete',
}

export default strings

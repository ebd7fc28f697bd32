import type en from './en.js'

/** German strings of the send plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Senden',
  'title.WalletSendPreview': 'Senden prüfen',
  'send.token': 'Token',
  'send.noTokens': 'Keine Token zum Senden in diesem Netzwerk',
  'send.amount': 'Betrag',
  'send.max': 'Max',
  'send.balance': 'Guthaben: {balance}',
  'send.receiver': 'Empfängeradresse',
  'send.receiverPlaceholder': '0x… oder Name',
  'send.resolving': '{name} wird gesucht',
  'send.preview': 'Senden prüfen',
  'send.from': 'Von',
  'send.to': 'An',
  'send.network': 'Netzwerk',
  'send.fee': 'Netzwerkgebühr',
  'send.send': 'Senden',
  'send.retry': 'Erneut versuchen',
  'send.cancel': 'Abbrechen',
  'send.confirm': 'Bestätige die Transaktion in deiner Wallet',
  'send.success': 'Transaktion gesendet',
  'send.error.unsupportedChain': 'Nicht unterstützte Chain',
  'send.error.required': 'Betrag und Empfängeradresse sind erforderlich',
  'send.error.tokenRequired': 'Ein Token ist erforderlich',
  'send.error.invalidAmount': 'Ungültiger Betrag',
  'send.error.tooManyDecimals': '{symbol} erlaubt höchstens {decimals} Nachkommastellen',
  'send.error.insufficientBalance': 'Zu wenig {symbol}-Guthaben',
  'send.error.invalidAddress': 'Ungültige Adresse',
  'send.error.nameNotFound': 'Keine Adresse für {name} gefunden',
  'send.error.resolveFailed': 'Fehler beim Auflösen des Namens',
  'send.error.insufficientFee': 'Nicht genug {symbol} für die Netzwerkgebühr',
}

export default de

import type en from './en.js'

/** Polish strings of the send plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Wyślij',
  'title.WalletSendPreview': 'Sprawdź wysyłkę',
  'send.token': 'Token',
  'send.noTokens': 'Brak tokenów do wysłania w tej sieci',
  'send.amount': 'Kwota',
  'send.max': 'Maks.',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Adres odbiorcy',
  'send.receiverPlaceholder': '0x… lub nazwa',
  'send.resolving': 'Wyszukiwanie {name}',
  'send.preview': 'Podgląd wysyłki',
  'send.from': 'Od',
  'send.to': 'Do',
  'send.network': 'Sieć',
  'send.send': 'Wyślij',
  'send.retry': 'Spróbuj ponownie',
  'send.cancel': 'Anuluj',
  'send.confirm': 'Potwierdź transakcję w portfelu',
  'send.success': 'Transakcja wysłana',
  'send.error.unsupportedChain': 'Nieobsługiwany łańcuch',
  'send.error.required': 'Kwota i adres odbiorcy są wymagane',
  'send.error.tokenRequired': 'Token jest wymagany',
  'send.error.invalidAmount': 'Nieprawidłowa kwota',
  'send.error.tooManyDecimals': '{symbol} pozwala na maksymalnie {decimals} miejsc po przecinku',
  'send.error.insufficientBalance': 'Niewystarczające saldo {symbol}',
  'send.error.invalidAddress': 'Nieprawidłowy adres',
  'send.error.nameNotFound': 'Nie znaleziono adresu dla {name}',
  'send.error.resolveFailed': 'Błąd podczas wyszukiwania nazwy',
  'send.error.insufficientFee': 'Za mało {symbol} na opłatę sieciową',
  'send.fee': 'Opłata sieciowa',
}

export default strings

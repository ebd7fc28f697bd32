import type en from './en.js'

/** Dutch strings of the send plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Versturen',
  'title.WalletSendPreview': 'Verzending controleren',
  'send.token': 'Token',
  'send.noTokens': 'Geen tokens om te versturen op dit netwerk',
  'send.amount': 'Bedrag',
  'send.max': 'Max',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Adres van ontvanger',
  'send.receiverPlaceholder': '0x… of naam',
  'send.resolving': '{name} opzoeken',
  'send.preview': 'Verzending bekijken',
  'send.from': 'Van',
  'send.to': 'Aan',
  'send.network': 'Netwerk',
  'send.send': 'Versturen',
  'send.retry': 'Opnieuw proberen',
  'send.cancel': 'Annuleren',
  'send.confirm': 'Bevestig de transactie in je wallet',
  'send.success': 'Transactie verstuurd',
  'send.error.unsupportedChain': 'Chain niet ondersteund',
  'send.error.required': 'Een bedrag en een ontvangeradres zijn verplicht',
  'send.error.tokenRequired': 'Een token is verplicht',
  'send.error.invalidAmount': 'Ongeldig bedrag',
  'send.error.tooManyDecimals': '{symbol} staat maximaal {decimals} decimalen toe',
  'send.error.insufficientBalance': 'Onvoldoende {symbol}-saldo',
  'send.error.invalidAddress': 'Ongeldig adres',
  'send.error.nameNotFound': 'Geen adres gevonden voor {name}',
  'send.error.resolveFailed': 'Fout bij het opzoeken van de naam',
  'send.error.insufficientFee': 'Niet genoeg {symbol} voor de netwerkkosten',
  'send.fee': 'Netwerkkosten',
}

export default strings

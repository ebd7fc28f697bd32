import type en from './en.js'

/** Filipino strings of the send plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Magpadala',
  'title.WalletSendPreview': 'Suriin ang Ipapadala',
  'send.token': 'Token',
  'send.noTokens': 'Walang token na maipapadala sa network na ito',
  'send.amount': 'Halaga',
  'send.max': 'Max',
  'send.balance': 'Balanse: {balance}',
  'send.receiver': 'Address ng tatanggap',
  'send.receiverPlaceholder': '0x… o pangalan',
  'send.resolving': 'Hinahanap ang {name}',
  'send.preview': 'I-preview ang ipapadala',
  'send.from': 'Mula',
  'send.to': 'Para kay',
  'send.network': 'Network',
  'send.send': 'Ipadala',
  'send.retry': 'Subukan ulit',
  'send.cancel': 'Kanselahin',
  'send.confirm': 'Kumpirmahin ang transaksyon sa iyong wallet',
  'send.success': 'Naipadala ang transaksyon',
  'send.error.unsupportedChain': 'Hindi suportadong chain',
  'send.error.required': 'Kailangan ng halaga at address ng tatanggap',
  'send.error.tokenRequired': 'Kailangan ng token',
  'send.error.invalidAmount': 'Hindi wastong halaga',
  'send.error.tooManyDecimals': 'Hanggang {decimals} decimal lang ang pinapayagan ng {symbol}',
  'send.error.insufficientBalance': 'Kulang ang balanse ng {symbol}',
  'send.error.invalidAddress': 'Hindi wastong address',
  'send.error.nameNotFound': 'Walang nahanap na address para sa {name}',
  'send.error.resolveFailed': 'Error sa paghahanap ng pangalan',
  'send.error.insufficientFee': 'Kulang ang {symbol} para sa bayad sa network',
  'send.fee': 'Bayad sa network',
}

export default strings

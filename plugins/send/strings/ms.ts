import type en from './en.js'

/** Malay strings of the send plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Hantar',
  'title.WalletSendPreview': 'Semak Penghantaran',
  'send.token': 'Token',
  'send.noTokens': 'Tiada token untuk dihantar pada rangkaian ini',
  'send.amount': 'Jumlah',
  'send.max': 'Maks',
  'send.balance': 'Baki: {balance}',
  'send.receiver': 'Alamat penerima',
  'send.receiverPlaceholder': '0x… atau nama',
  'send.resolving': 'Mencari {name}',
  'send.preview': 'Pratonton penghantaran',
  'send.from': 'Daripada',
  'send.to': 'Kepada',
  'send.network': 'Rangkaian',
  'send.send': 'Hantar',
  'send.retry': 'Cuba lagi',
  'send.cancel': 'Batal',
  'send.confirm': 'Sahkan transaksi dalam dompet anda',
  'send.success': 'Transaksi dihantar',
  'send.error.unsupportedChain': 'Rantaian tidak disokong',
  'send.error.required': 'Jumlah dan alamat penerima diperlukan',
  'send.error.tokenRequired': 'Token diperlukan',
  'send.error.invalidAmount': 'Jumlah tidak sah',
  'send.error.tooManyDecimals': '{symbol} membenarkan paling banyak {decimals} tempat perpuluhan',
  'send.error.insufficientBalance': 'Baki {symbol} tidak mencukupi',
  'send.error.invalidAddress': 'Alamat tidak sah',
  'send.error.nameNotFound': 'Tiada alamat ditemui untuk {name}',
  'send.error.resolveFailed': 'Ralat semasa mencari nama',
  'send.error.insufficientFee': '{symbol} tidak mencukupi untuk yuran rangkaian',
  'send.fee': 'Yuran rangkaian',
}

export default strings

import type en from './en.js'

/** Indonesian strings of the send plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Kirim',
  'title.WalletSendPreview': 'Tinjau Pengiriman',
  'send.token': 'Token',
  'send.noTokens': 'Tidak ada token untuk dikirim di jaringan ini',
  'send.amount': 'Jumlah',
  'send.max': 'Maks',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Alamat penerima',
  'send.receiverPlaceholder': '0x… atau nama',
  'send.resolving': 'Mencari {name}',
  'send.preview': 'Pratinjau pengiriman',
  'send.from': 'Dari',
  'send.to': 'Ke',
  'send.network': 'Jaringan',
  'send.send': 'Kirim',
  'send.retry': 'Coba lagi',
  'send.cancel': 'Batal',
  'send.confirm': 'Konfirmasi transaksi di dompet Anda',
  'send.success': 'Transaksi terkirim',
  'send.error.unsupportedChain': 'Chain tidak didukung',
  'send.error.required': 'Jumlah dan alamat penerima wajib diisi',
  'send.error.tokenRequired': 'Token wajib dipilih',
  'send.error.invalidAmount': 'Jumlah tidak valid',
  'send.error.tooManyDecimals': '{symbol} maksimal {decimals} angka desimal',
  'send.error.insufficientBalance': 'Saldo {symbol} tidak cukup',
  'send.error.invalidAddress': 'Alamat tidak valid',
  'send.error.nameNotFound': 'Alamat untuk {name} tidak ditemukan',
  'send.error.resolveFailed': 'Gagal mencari nama',
  'send.error.insufficientFee': '{symbol} tidak cukup untuk biaya jaringan',
  'send.fee': 'Biaya jaringan',
}

export default strings

import type en from './en.js'

/** Indonesian strings of the onramp plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Pilih Token',
  'title.OnRampFiatSelect': 'Pilih Mata Uang',
  'title.BuyInProgress': 'Membeli',
  'onramp.youPay': 'Anda bayar',
  'onramp.youGet': 'Anda terima',
  'onramp.limits': 'Antara {min} dan {max} {currency} dengan kartu',
  'onramp.outOfLimits': 'Masukkan jumlah antara {min} dan {max} {currency}',
  'onramp.currency': 'Mata uang: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Mengambil penawaran harga',
  'onramp.estimate': 'Perkiraan, penyedia tidak dapat memberikan penawaran',
  'onramp.providers': 'Penyedia',
  'onramp.fee': 'Biaya {range}',
  'onramp.preparing': 'Menyiapkan',
  'onramp.unavailable': 'Tidak tersedia',
  'onramp.noProviders': 'Pembelian tidak tersedia di jaringan ini',
  'onramp.currencies': 'Mata uang',
  'onramp.tokens': 'Token',
  'onramp.inProgress': 'Selesaikan pembelian di jendela {provider}',
  'onramp.waiting': 'Menunggu pembelian Anda',
  'onramp.blocked': 'Browser Anda memblokir jendela {provider}.',
  'onramp.openAgain': 'Buka {provider}',
  'onramp.done': 'Anda membeli {amount} {symbol}',
  'onramp.doneSnack': 'Pembelian selesai',
  'onramp.backToAccount': 'Kembali ke akun',
}

export default strings

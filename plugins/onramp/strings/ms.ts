import type en from './en.js'

/** Malay strings of the onramp plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Pilih Token',
  'title.OnRampFiatSelect': 'Pilih Mata Wang',
  'title.BuyInProgress': 'Membeli',
  'onramp.youPay': 'Anda bayar',
  'onramp.youGet': 'Anda terima',
  'onramp.limits': 'Antara {min} dan {max} {currency} dengan kad',
  'onramp.outOfLimits': 'Masukkan jumlah antara {min} dan {max} {currency}',
  'onramp.currency': 'Mata wang: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Mendapatkan sebut harga',
  'onramp.estimate': 'Anggaran, penyedia tidak dapat memberi sebut harga',
  'onramp.providers': 'Penyedia',
  'onramp.fee': 'Yuran {range}',
  'onramp.preparing': 'Menyediakan',
  'onramp.unavailable': 'Tidak tersedia',
  'onramp.noProviders': 'Pembelian tidak tersedia pada rangkaian ini',
  'onramp.currencies': 'Mata wang',
  'onramp.tokens': 'Token',
  'onramp.inProgress': 'Lengkapkan pembelian anda dalam tetingkap {provider}',
  'onramp.waiting': 'Menunggu pembelian anda',
  'onramp.blocked': 'Pelayar anda menyekat tetingkap {provider}.',
  'onramp.openAgain': 'Buka {provider}',
  'onramp.done': 'Anda membeli {amount} {symbol}',
  'onramp.doneSnack': 'Pembelian selesai',
  'onramp.backToAccount': 'Kembali ke akaun',
}

export default strings

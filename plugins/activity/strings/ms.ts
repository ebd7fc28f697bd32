import type en from './en.js'

/** Malay strings of the activity plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Aktiviti',
  'activity.loading': 'Memuatkan aktiviti',
  'activity.loadMore': 'Muatkan lagi',
  'activity.loadingMore': 'Memuatkan lebih banyak aktiviti',
  'activity.retry': 'Cuba lagi',
  'activity.unsupportedChain': 'Rantaian tidak disokong',
  'activity.unsupported': 'Aktiviti tidak tersedia pada rangkaian ini',
  'activity.sent': 'Dihantar',
  'activity.received': 'Diterima',
  'activity.executed': 'Dilaksanakan',
  'activity.deployed': 'Dikerahkan',
  'activity.minted': 'Dicetak',
  'activity.burned': 'Dibakar',
  'activity.swapped': 'Ditukar',
  'activity.approved': 'Diluluskan',
  'activity.deposited': 'Didepositkan',
  'activity.withdrawn': 'Dikeluarkan',
  'activity.cancelled': 'Dibatalkan',
  'activity.bought': 'Dibeli',
  'activity.to': 'kepada {address}',
  'activity.from': 'dari {address}',
  'activity.failed': 'Gagal',
  'activity.pending': 'Belum selesai',
}

export default strings

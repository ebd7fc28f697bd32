import type en from './en.js'

/** Indonesian strings of the activity plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Aktivitas',
  'activity.loading': 'Memuat aktivitas',
  'activity.loadMore': 'Muat lebih banyak',
  'activity.loadingMore': 'Memuat aktivitas lainnya',
  'activity.retry': 'Coba lagi',
  'activity.unsupportedChain': 'Chain tidak didukung',
  'activity.unsupported': 'Aktivitas tidak tersedia di jaringan ini',
  'activity.sent': 'Terkirim',
  'activity.received': 'Diterima',
  'activity.executed': 'Dieksekusi',
  'activity.deployed': 'Di-deploy',
  'activity.minted': 'Di-mint',
  'activity.burned': 'Dibakar',
  'activity.swapped': 'Ditukar',
  'activity.approved': 'Disetujui',
  'activity.deposited': 'Disetor',
  'activity.withdrawn': 'Ditarik',
  'activity.cancelled': 'Dibatalkan',
  'activity.bought': 'Dibeli',
  'activity.to': 'ke {address}',
  'activity.from': 'dari {address}',
  'activity.failed': 'Gagal',
  'activity.pending': 'Tertunda',
}

export default strings

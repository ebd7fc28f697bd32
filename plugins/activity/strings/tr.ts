import type en from './en.js'

/** Turkish strings of the activity plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Etkinlik',
  'activity.loading': 'Etkinlik yükleniyor',
  'activity.loadMore': 'Daha fazla yükle',
  'activity.loadingMore': 'Daha fazla etkinlik yükleniyor',
  'activity.retry': 'Tekrar dene',
  'activity.unsupportedChain': 'Desteklenmeyen zincir',
  'activity.unsupported': 'Bu ağda etkinlik görüntülenemiyor',
  'activity.sent': 'Gönderildi',
  'activity.received': 'Alındı',
  'activity.executed': 'Yürütüldü',
  'activity.deployed': 'Dağıtıldı',
  'activity.minted': 'Basıldı',
  'activity.burned': 'Yakıldı',
  'activity.swapped': 'Takas edildi',
  'activity.approved': 'Onaylandı',
  'activity.deposited': 'Yatırıldı',
  'activity.withdrawn': 'Çekildi',
  'activity.cancelled': 'İptal edildi',
  'activity.bought': 'Satın alındı',
  'activity.to': 'kime: {address}',
  'activity.from': 'kimden: {address}',
  'activity.failed': 'Başarısız',
  'activity.pending': 'Beklemede',
}

export default strings

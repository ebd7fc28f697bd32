import type en from './en.js'

/** Polish strings of the activity plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Aktywność',
  'activity.loading': 'Ładowanie aktywności',
  'activity.loadMore': 'Załaduj więcej',
  'activity.loadingMore': 'Ładowanie kolejnej aktywności',
  'activity.retry': 'Spróbuj ponownie',
  'activity.unsupportedChain': 'Nieobsługiwany łańcuch',
  'activity.unsupported': 'Aktywność nie jest dostępna w tej sieci',
  'activity.sent': 'Wysłano',
  'activity.received': 'Otrzymano',
  'activity.executed': 'Wykonano',
  'activity.deployed': 'Wdrożono',
  'activity.minted': 'Wybito',
  'activity.burned': 'Spalono',
  'activity.swapped': 'Zamieniono',
  'activity.approved': 'Zatwierdzono',
  'activity.deposited': 'Wpłacono',
  'activity.withdrawn': 'Wypłacono',
  'activity.cancelled': 'Anulowano',
  'activity.bought': 'Kupiono',
  'activity.to': 'do {address}',
  'activity.from': 'od {address}',
  'activity.failed': 'Niepowodzenie',
  'activity.pending': 'Oczekuje',
}

export default strings

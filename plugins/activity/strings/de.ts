import type en from './en.js'

/** German strings of the activity plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'activity.list': 'Aktivität',
  'activity.loading': 'Aktivität wird geladen',
  'activity.loadMore': 'Mehr laden',
  'activity.loadingMore': 'Weitere Aktivität wird geladen',
  'activity.retry': 'Erneut versuchen',
  'activity.unsupportedChain': 'Nicht unterstützte Chain',
  'activity.unsupported': 'Aktivität ist in diesem Netzwerk nicht verfügbar',
  'activity.sent': 'Gesendet',
  'activity.received': 'Empfangen',
  'activity.executed': 'Ausgeführt',
  'activity.deployed': 'Bereitgestellt',
  'activity.minted': 'Geprägt',
  'activity.burned': 'Verbrannt',
  'activity.swapped': 'Getauscht',
  'activity.approved': 'Genehmigt',
  'activity.deposited': 'Eingezahlt',
  'activity.withdrawn': 'Abgehoben',
  'activity.cancelled': 'Abgebrochen',
  'activity.bought': 'Gekauft',
  'activity.to': 'an {address}',
  'activity.from': 'von {address}',
  'activity.failed': 'Fehlgeschlagen',
  'activity.pending': 'Ausstehend',
}

export default de

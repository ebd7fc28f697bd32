import type en from './en.js'

/** Italian strings of the activity plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Attività',
  'activity.loading': 'Caricamento dell’attività',
  'activity.loadMore': 'Carica altro',
  'activity.loadingMore': 'Caricamento di altre attività',
  'activity.retry': 'Riprova',
  'activity.unsupportedChain': 'Chain non supportata',
  'activity.unsupported': 'L’attività non è disponibile su questa rete',
  'activity.sent': 'Inviato',
  'activity.received': 'Ricevuto',
  'activity.executed': 'Eseguito',
  'activity.deployed': 'Distribuito',
  'activity.minted': 'Coniato',
  'activity.burned': 'Bruciato',
  'activity.swapped': 'Scambiato',
  'activity.approved': 'Approvato',
  'activity.deposited': 'Depositato',
  'activity.withdrawn': 'Prelevato',
  'activity.cancelled': 'Annullato',
  'activity.bought': 'Acquistato',
  'activity.to': 'a {address}',
  'activity.from': 'da {address}',
  'activity.failed': 'Non riuscita',
  'activity.pending': 'In attesa',
}

export default strings

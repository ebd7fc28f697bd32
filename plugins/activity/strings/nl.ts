import type en from './en.js'

/** Dutch strings of the activity plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Activiteit',
  'activity.loading': 'Activiteit laden',
  'activity.loadMore': 'Meer laden',
  'activity.loadingMore': 'Meer activiteit laden',
  'activity.retry': 'Opnieuw proberen',
  'activity.unsupportedChain': 'Chain niet ondersteund',
  'activity.unsupported': 'Activiteit is niet beschikbaar op dit netwerk',
  'activity.sent': 'Verstuurd',
  'activity.received': 'Ontvangen',
  'activity.executed': 'Uitgevoerd',
  'activity.deployed': 'Gedeployed',
  'activity.minted': 'Gemint',
  'activity.burned': 'Verbrand',
  'activity.swapped': 'Geswapt',
  'activity.approved': 'Goedgekeurd',
  'activity.deposited': 'Gestort',
  'activity.withdrawn': 'Opgenomen',
  'activity.cancelled': 'Geannuleerd',
  'activity.bought': 'Gekocht',
  'activity.to': 'naar {address}',
  'activity.from': 'van {address}',
  'activity.failed': 'Mislukt',
  'activity.pending': 'In behandeling',
}

export default strings

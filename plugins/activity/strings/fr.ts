import type en from './en.js'

/** French strings of the activity plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Activité',
  'activity.loading': 'Chargement de l’activité',
  'activity.loadMore': 'Afficher plus',
  'activity.loadingMore': 'Chargement de plus d’activité',
  'activity.retry': 'Réessayer',
  'activity.unsupportedChain': 'Chaîne non prise en charge',
  'activity.unsupported': 'L’activité n’est pas disponible sur ce réseau',
  'activity.sent': 'Envoyé',
  'activity.received': 'Reçu',
  'activity.executed': 'Exécuté',
  'activity.deployed': 'Déployé',
  'activity.minted': 'Frappé',
  'activity.burned': 'Brûlé',
  'activity.swapped': 'Échangé',
  'activity.approved': 'Approuvé',
  'activity.deposited': 'Déposé',
  'activity.withdrawn': 'Retiré',
  'activity.cancelled': 'Annulé',
  'activity.bought': 'Acheté',
  'activity.to': 'à {address}',
  'activity.from': 'de {address}',
  'activity.failed': 'Échec',
  'activity.pending': 'En attente',
}

export default strings

import type en from './en.js'

/** Spanish strings of the activity plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Actividad',
  'activity.loading': 'Cargando actividad',
  'activity.loadMore': 'Cargar más',
  'activity.loadingMore': 'Cargando más actividad',
  'activity.retry': 'Intentar de nuevo',
  'activity.unsupportedChain': 'Cadena no compatible',
  'activity.unsupported': 'La actividad no está disponible en esta red',
  'activity.sent': 'Enviado',
  'activity.received': 'Recibido',
  'activity.executed': 'Ejecutado',
  'activity.deployed': 'Desplegado',
  'activity.minted': 'Acuñado',
  'activity.burned': 'Quemado',
  'activity.swapped': 'Intercambiado',
  'activity.approved': 'Aprobado',
  'activity.deposited': 'Depositado',
  'activity.withdrawn': 'Retirado',
  'activity.cancelled': 'Cancelado',
  'activity.bought': 'Comprado',
  'activity.to': 'a {address}',
  'activity.from': 'de {address}',
  'activity.failed': 'Fallida',
  'activity.pending': 'Pendiente',
}

export default strings

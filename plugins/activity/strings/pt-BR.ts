import type en from './en.js'

/** Brazilian Portuguese strings of the activity plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Atividade',
  'activity.loading': 'Carregando atividade',
  'activity.loadMore': 'Carregar mais',
  'activity.loadingMore': 'Carregando mais atividade',
  'activity.retry': 'Tentar de novo',
  'activity.unsupportedChain': 'Chain não compatível',
  'activity.unsupported': 'A atividade não está disponível nesta rede',
  'activity.sent': 'Enviado',
  'activity.received': 'Recebido',
  'activity.executed': 'Executado',
  'activity.deployed': 'Implantado',
  'activity.minted': 'Cunhado',
  'activity.burned': 'Queimado',
  'activity.swapped': 'Trocado',
  'activity.approved': 'Aprovado',
  'activity.deposited': 'Depositado',
  'activity.withdrawn': 'Sacado',
  'activity.cancelled': 'Cancelado',
  'activity.bought': 'Comprado',
  'activity.to': 'para {address}',
  'activity.from': 'de {address}',
  'activity.failed': 'Falhou',
  'activity.pending': 'Pendente',
}

export default strings

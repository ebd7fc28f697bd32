import type en from './en.js'

/** Brazilian Portuguese strings of the onramp plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Selecionar token',
  'title.OnRampFiatSelect': 'Selecionar moeda',
  'title.BuyInProgress': 'Comprando',
  'onramp.youPay': 'Você paga',
  'onramp.youGet': 'Você recebe',
  'onramp.limits': 'Entre {min} e {max} {currency} no cartão',
  'onramp.outOfLimits': 'Digite um valor entre {min} e {max} {currency}',
  'onramp.currency': 'Moeda: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Obtendo uma cotação',
  'onramp.estimate': 'Estimativa, o provedor não conseguiu cotar',
  'onramp.providers': 'Provedores',
  'onramp.fee': 'Taxa {range}',
  'onramp.preparing': 'Preparando',
  'onramp.unavailable': 'Indisponível',
  'onramp.noProviders': 'A compra não está disponível nesta rede',
  'onramp.currencies': 'Moedas',
  'onramp.tokens': 'Tokens',
  'onramp.inProgress': 'Conclua sua compra na janela do {provider}',
  'onramp.waiting': 'Aguardando sua compra',
  'onramp.blocked': 'Seu navegador bloqueou a janela do {provider}.',
  'onramp.openAgain': 'Abrir {provider}',
  'onramp.done': 'Você comprou {amount} {symbol}',
  'onramp.doneSnack': 'Compra concluída',
  'onramp.backToAccount': 'Voltar para a conta',
}

export default strings

import type en from './en.js'

/** Brazilian Portuguese strings of the socials plugin, loaded with `import()` when the locale is `pt-BR`. */
const ptBR: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Login social',
  'social.label': 'Login social',
  'social.continueWith': 'Continuar com {provider}',
  'social.more': 'Mais logins sociais',
  'social.list': 'Logins sociais',
  'social.waiting': 'Continue na janela do {provider}',
  'social.waitingNote': 'Entre lá e permita o acesso; esta janela continua sozinha.',
  'social.connecting': 'Entrando…',
  'social.closed': 'A janela do {provider} foi fechada antes de o login terminar.',
  'social.blocked': 'O navegador bloqueou a janela do {provider}. Permita pop-ups para este site e tente de novo.',
  'social.denied': 'Você não permitiu que o {provider} compartilhasse sua conta, então você não entrou.',
  'social.providerError': 'O {provider} não conseguiu fazer seu login: {message}',
  'social.timeout': 'O login demorou demais para responder. Tente novamente mais tarde.',
  'social.failed': 'O login falhou: {message}',
  'social.retry': 'Tentar de novo',
}

export default ptBR

import type en from './en.js'

/** None strings of the Farcaster plugin, loaded with `import()` when the locale is `pt-BR`. */
const ptBR: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Escaneie com seu celular',
  'farcaster.scanText': 'Escaneie este código QR com o app Farcaster, ou abra o link em um dispositivo que o tenha.',
  'farcaster.qr': 'Código QR para entrar com Farcaster',
  'farcaster.preparing': 'Preparando o login…',
  'farcaster.copy': 'Copiar link',
  'farcaster.copied': 'Link copiado',
  'farcaster.copyFailed': 'Não foi possível copiar o link',
  'farcaster.open': 'Abrir link',
  'farcaster.refused': 'O Farcaster não conseguiu verificar este login: {message}',
  'farcaster.timeout': 'O login não foi respondido a tempo. Tente novamente.',
  'farcaster.failed': 'O login falhou: {message}',
  'farcaster.retry': 'Tentar de novo',
  'farcaster.connecting': 'Entrando…',
}

export default ptBR

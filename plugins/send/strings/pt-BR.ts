import type en from './en.js'

/** Brazilian Portuguese strings of the send plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Enviar',
  'title.WalletSendPreview': 'Revisar envio',
  'send.token': 'Token',
  'send.noTokens': 'Nenhum token para enviar nesta rede',
  'send.amount': 'Valor',
  'send.max': 'Máx.',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Endereço do destinatário',
  'send.receiverPlaceholder': '0x… ou nome',
  'send.resolving': 'Buscando {name}',
  'send.preview': 'Pré-visualizar envio',
  'send.from': 'De',
  'send.to': 'Para',
  'send.network': 'Rede',
  'send.send': 'Enviar',
  'send.retry': 'Tentar de novo',
  'send.cancel': 'Cancelar',
  'send.confirm': 'Confirme a transação na sua carteira',
  'send.success': 'Transação enviada',
  'send.error.unsupportedChain': 'Chain não compatível',
  'send.error.required': 'É preciso informar um valor e o endereço do destinatário',
  'send.error.tokenRequired': 'É preciso escolher um token',
  'send.error.invalidAmount': 'Valor inválido',
  'send.error.tooManyDecimals': '{symbol} permite no máximo {decimals} casas decimais',
  'send.error.insufficientBalance': 'Saldo de {symbol} insuficiente',
  'send.error.invalidAddress': 'Endereço inválido',
  'send.error.nameNotFound': 'Nenhum endereço encontrado para {name}',
  'send.error.resolveFailed': 'Erro ao resolver o nome',
  'send.error.insufficientFee': '{symbol} insuficiente para a taxa de rede',
  'send.fee': 'Taxa de rede',
}

export default strings

import type en from './en.js'

/** Spanish strings of the send plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Enviar',
  'title.WalletSendPreview': 'Revisar envío',
  'send.token': 'Token',
  'send.noTokens': 'No hay tokens para enviar en esta red',
  'send.amount': 'Importe',
  'send.max': 'Máx.',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Dirección del destinatario',
  'send.receiverPlaceholder': '0x… o nombre',
  'send.resolving': 'Buscando {name}',
  'send.preview': 'Vista previa del envío',
  'send.from': 'De',
  'send.to': 'Para',
  'send.network': 'Red',
  'send.send': 'Enviar',
  'send.retry': 'Intentar de nuevo',
  'send.cancel': 'Cancelar',
  'send.confirm': 'Confirma la transacción en tu billetera',
  'send.success': 'Transacción enviada',
  'send.error.unsupportedChain': 'Cadena no compatible',
  'send.error.required': 'Se requieren un importe y una dirección de destinatario',
  'send.error.tokenRequired': 'Se requiere un token',
  'send.error.invalidAmount': 'Importe no válido',
  'send.error.tooManyDecimals': '{symbol} admite como máximo {decimals} decimales',
  'send.error.insufficientBalance': 'Saldo de {symbol} insuficiente',
  'send.error.invalidAddress': 'Dirección no válida',
  'send.error.nameNotFound': 'No se encontró ninguna dirección para {name}',
  'send.error.resolveFailed': 'Error al resolver el nombre',
  'send.error.insufficientFee': 'No tienes suficiente {symbol} para la comisión de red',
  'send.fee': 'Comisión de red',
}

export default strings

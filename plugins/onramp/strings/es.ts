import type en from './en.js'

/** Spanish strings of the onramp plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Seleccionar token',
  'title.OnRampFiatSelect': 'Seleccionar moneda',
  'title.BuyInProgress': 'Comprando',
  'onramp.youPay': 'Pagas',
  'onramp.youGet': 'Recibes',
  'onramp.limits': 'Entre {min} y {max} {currency} con tarjeta',
  'onramp.outOfLimits': 'Introduce un importe entre {min} y {max} {currency}',
  'onramp.currency': 'Moneda: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Obteniendo una cotización',
  'onramp.estimate': 'Estimación, el proveedor no pudo cotizar',
  'onramp.providers': 'Proveedores',
  'onramp.fee': 'Comisión {range}',
  'onramp.preparing': 'Preparando',
  'onramp.unavailable': 'No disponible',
  'onramp.noProviders': 'La compra no está disponible en esta red',
  'onramp.currencies': 'Monedas',
  'onramp.tokens': 'Tokens',
  'onramp.inProgress': 'Completa tu compra en la ventana de {provider}',
  'onramp.waiting': 'Esperando tu compra',
  'onramp.blocked': 'Tu navegador bloqueó la ventana de {provider}.',
  'onramp.openAgain': 'Abrir {provider}',
  'onramp.done': 'Compraste {amount} {symbol}',
  'onramp.doneSnack': 'Compra completada',
  'onramp.backToAccount': 'Volver a la cuenta',
}

export default strings

import type en from './en.js'

/** Spanish strings of the Farcaster plugin, loaded with `import()` when the locale is `es`. */
const es: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Escanea con tu teléfono',
  'farcaster.scanText': 'Escanea este código QR con la app de Farcaster, o abre el enlace en un dispositivo que la tenga.',
  'farcaster.qr': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.preparing': 'Preparando el inicio de sesión…',
  'farcaster.copy': 'Copiar enlace',
  'farcaster.copied': 'Enlace copiado',
  'farcaster.copyFailed': 'No se pudo copiar el enlace',
  'farcaster.open': 'Abrir enlace',
  'farcaster.refused': 'Farcaster no pudo verificar este inicio de sesión: {message}',
  'farcaster.timeout': 'El inicio de sesión no se respondió a tiempo. Inténtalo de nuevo.',
  'farcaster.failed': 'El inicio de sesión falló: {message}',
  'farcaster.retry': 'Intentar de nuevo',
  'farcaster.connecting': 'Iniciando tu sesión…',
}

export default es

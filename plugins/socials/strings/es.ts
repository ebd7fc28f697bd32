import type en from './en.js'

/** Spanish strings of the socials plugin, loaded with `import()` when the locale is `es`. */
const es: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Inicio social',
  'social.label': 'Inicio de sesión social',
  'social.continueWith': 'Continuar con {provider}',
  'social.more': 'Más inicios de sesión sociales',
  'social.list': 'Inicios de sesión sociales',
  'social.waiting': 'Continúa en la ventana de {provider}',
  'social.waitingNote': 'Inicia sesión allí y permite el acceso; esta ventana continuará sola.',
  'social.connecting': 'Iniciando tu sesión…',
  'social.closed': 'La ventana de {provider} se cerró antes de terminar el inicio de sesión.',
  'social.blocked': 'El navegador bloqueó la ventana de {provider}. Permite las ventanas emergentes para este sitio y vuelve a intentarlo.',
  'social.denied': 'No permitiste que {provider} compartiera tu cuenta, así que no has iniciado sesión.',
  'social.providerError': '{provider} no pudo iniciar tu sesión: {message}',
  'social.timeout': 'El inicio de sesión tardó demasiado en responder. Inténtalo más tarde.',
  'social.failed': 'El inicio de sesión falló: {message}',
  'social.retry': 'Intentar de nuevo',
}

export default es

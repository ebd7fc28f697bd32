import type en from './en.js'

/** Spanish strings of the "What is a wallet?" view, loaded with `import()` when the locale is `es`. */
const es: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Un inicio de sesión para todas las apps',
  'help.loginText': 'Las apps preguntan a tu billetera quién eres: sin contraseña ni registro.',
  'help.keysTitle': 'Tus tokens siguen siendo tuyos',
  'help.keysText': 'Una billetera guarda tus claves. Solo tú puedes enviar, recibir y aprobar.',
  'help.getTitle': 'En tu teléfono o en tu navegador',
  'help.getText': 'Instala una app de billetera o una extensión del navegador y conéctala aquí.',
  'help.get': 'Obtener una billetera',
}

export default es
